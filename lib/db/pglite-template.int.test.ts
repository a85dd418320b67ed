// @engine-independent: the PGlite template itself
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, inject, it, vi } from 'vitest';
import { openDatabase } from './client';
import { migrate } from './migrate';
import { copyTemplate, ensureTemplate, isCluster } from './pglite-template.mjs';

// Real PGlite clusters on disk (initdb is what the template saves, so each test pays it once).
// The PostgreSQL lane has nothing to add here.
describe.skipIf(Boolean(inject('pgTemplateUrl')))('empty PGlite database template', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-template-'));
  afterAll(() => {
    vi.unstubAllEnvs();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('builds the template once for concurrent starts, and new data folders open as copies of it', { timeout: 240_000 }, async () => {
    const templateDir = path.join(root, 'cache', 'pglite-empty');
    let initdbs = 0;
    const create = (dir: string) => {
      initdbs++;
      return PGlite.create(dir);
    };
    const [a, b] = await Promise.all([
      copyTemplate(path.join(root, 'a', 'pg'), templateDir, create),
      copyTemplate(path.join(root, 'b', 'pg'), templateDir, create),
    ]);
    expect([a, b, initdbs]).toEqual([true, true, 1]);
    expect(isCluster(templateDir)).toBe(true);
    expect(fs.readdirSync(path.dirname(templateDir))).toEqual(['pglite-empty']); // no lock or staging folder left
    const built = fs.statSync(path.join(templateDir, 'PG_VERSION')).mtimeMs;

    // What `npm run dev` does: PGLITE_TEMPLATE_DIR set, a fresh DATA_DIR.
    vi.stubEnv('PGLITE_TEMPLATE_DIR', templateDir);
    const handle = await openDatabase({ kind: 'embedded', dataDir: path.join(root, 'c') });
    const systemId = 'select system_identifier::text as id from pg_control_system()';
    let copiedId: string | undefined;
    try {
      copiedId = (await handle.runner.query<{ id: string }>(systemId))[0]?.id;
      const applied = await migrate(handle.runner);
      expect(applied.length).toBeGreaterThan(10);
      const [row] = await handle.runner.query<{ n: number }>('select count(*)::int as n from schema_migrations');
      expect(row?.n).toBe(applied.length);
    } finally {
      await handle.close();
    }
    expect(fs.statSync(path.join(templateDir, 'PG_VERSION')).mtimeMs).toBe(built);
    // The template itself stays empty: the migrations went into the copy only.
    expect(fs.existsSync(path.join(root, 'c', 'pg', 'PG_VERSION'))).toBe(true);
    const template = await PGlite.create(templateDir);
    const tables = await template.query<{ n: number }>("select count(*)::int as n from pg_tables where schemaname = 'public'");
    const templateId = (await template.query<{ id: string }>(systemId)).rows[0]?.id;
    await template.close();
    expect(tables.rows[0]?.n).toBe(0);
    // initdb gives every cluster its own system identifier: the same one means a copy.
    expect(copiedId).toBeTruthy();
    expect(copiedId).toBe(templateId);

    // A data folder that already holds a database is never overwritten.
    expect(await copyTemplate(path.join(root, 'c', 'pg'), templateDir, create)).toBe(false);
    expect(initdbs).toBe(1);
  });

  it('takes over the lock and the half-built copy of a process that was stopped while building', { timeout: 240_000 }, async () => {
    const templateDir = path.join(root, 'stale', 'pglite-empty');
    const gone = spawnSync(process.execPath, ['-e', '']).pid; // a process that has exited
    fs.mkdirSync(`${templateDir}.${gone}.tmp`, { recursive: true });
    fs.writeFileSync(`${templateDir}.lock`, String(gone));
    await ensureTemplate(templateDir, (dir) => PGlite.create(dir));
    expect(isCluster(templateDir)).toBe(true);
    expect(fs.readdirSync(path.dirname(templateDir))).toEqual(['pglite-empty']);
  });
});
