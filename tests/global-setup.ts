import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../lib/db/client';
import { pgliteExtensions } from '../lib/db/pglite-extensions';
import { migrate } from '../lib/db/migrate';
import { schemaFingerprint } from './db-reuse';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgTemplateUrl: string;
    /** The migrated template's schema, hashed: a test database is reused only while it matches (tests/db-reuse.ts). */
    templateFingerprint: string;
  }
}

/**
 * Migrates ONE database per run; every test file then starts from a copy of it:
 * a PGlite data-dir dump (loadDataDir), or a PostgreSQL `CREATE DATABASE … TEMPLATE`.
 * TEST_DATABASE=postgres with TEST_PG_URL (an admin URL of a throwaway server) selects the
 * PostgreSQL lane.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pkg-test-'));
  if (process.env.TEST_DATABASE === 'postgres') {
    const adminUrl = process.env.TEST_PG_URL;
    if (!adminUrl) throw new Error('TEST_DATABASE=postgres needs TEST_PG_URL');
    const { default: postgres } = await import('postgres');
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    const templateName = `tpl_${process.pid}`;
    await admin.unsafe(`drop database if exists ${templateName}`);
    await admin.unsafe(`create database ${templateName}`);
    const templateUrl = withDatabase(adminUrl, templateName);
    const handle = await openDatabase({ kind: 'postgres', url: templateUrl, max: 1 });
    await migrate(handle.runner);
    project.provide('templateFingerprint', await schemaFingerprint(handle.runner));
    await handle.close();
    project.provide('pgTemplateUrl', templateUrl);
    project.provide('pgliteTemplate', '');
    return async () => {
      await admin.unsafe(`drop database if exists ${templateName} with (force)`).catch(() => {});
      await admin.end();
      await fs.rm(dir, { recursive: true, force: true });
    };
  }

  const { PGlite } = await import('@electric-sql/pglite');
  const client = await PGlite.create({ extensions: await pgliteExtensions() });
  const handle = await openDatabase({ kind: 'embedded', client });
  await migrate(handle.runner);
  project.provide('templateFingerprint', await schemaFingerprint(handle.runner));
  // Every test file opens a copy of this folder (about 240 copies a run): without the two template
  // databases, which nothing here connects to, the dump is 25 MB instead of 40 and a copy opens with a
  // fifth less CPU. The copies can still create tables, not databases.
  await client.exec(`update pg_database set datistemplate = false where datname in ('template0', 'template1')`);
  await client.exec('drop database template1');
  await client.exec('drop database template0');
  await client.exec('checkpoint');
  const dump = await client.dumpDataDir('none');
  const file = path.join(dir, 'template.tar');
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide('pgliteTemplate', file);
  project.provide('pgTemplateUrl', '');
  return async () => {
    await fs.rm(dir, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
