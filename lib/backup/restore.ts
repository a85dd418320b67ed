import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '@/lib/db/client';
import { listMigrations, migrate, MIGRATIONS_DIR, type SqlRunner } from '@/lib/db/migrate';
import { localStorageRoot } from '@/lib/storage/local';
import { isSafeObjectPath, PHOTO_BUCKET } from '@/lib/storage/types';
import { readArchive } from './archive';
import { textLines } from './text-lines';
import type { Manifest } from './manifest';

// A restore into an EMPTY data folder (docs/decisions/085-backups-restore-and-the-data-folder-lock.md):
// 1. the whole archive is read and checked against its manifest (every member's size and SHA-256,
//    nothing unlisted) and its schema against this app's migrations: nothing is written before;
// 2. a staging folder next to the target gets a new database migrated to the ARCHIVE's level, the
//    rows (in one transaction, triggers and foreign-key checks off while loading, as pg_restore
//    does), the sequences set past the rows, then this app's newer migrations; and the files;
// 3. the row counts are checked, and the staging folder becomes the data folder by one rename.
// Any failure removes the staging folder: the target is left as it was.

export class RestoreRefused extends Error {}

export type RestoreReport = {
  /** When the archive was taken (its manifest's time). */
  createdAt: string;
  tables: { table: string; rows: number }[];
  files: number;
  fileBytes: number;
  archiveLevel: string;
  migrationsApplied: string[];
  leftOut: string[];
  ms: number;
};

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
const BATCH = 500;

function assertEmptyTarget(dataDir: string): void {
  let entries: string[];
  try {
    entries = fs.readdirSync(/*turbopackIgnore: true*/ dataDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (entries.length > 0) {
    throw new RestoreRefused(
      `${path.resolve(/*turbopackIgnore: true*/ dataDir)} is not empty: a restore goes into an empty (or new) data folder, so nothing is overwritten. Move the current folder aside first.`,
    );
  }
}

/** The archive's schema must be this app's, or an older level of it. */
async function checkSchema(manifest: Manifest, migrationsDir: string): Promise<string> {
  if (manifest.database.kind !== 'embedded') {
    throw new RestoreRefused(
      'This archive holds no database rows (it was made on PostgreSQL, whose database is backed up by the engine): restore the database with the engine (pg_restore, or Supabase backups); the photos are in its files/ folder (`tar xzf ARCHIVE files`).',
    );
  }
  const ours = (await listMigrations(migrationsDir)).map((m) => m.name);
  const theirs = manifest.database.migrations;
  const level = theirs.at(-1)!;
  const unknown = theirs.filter((name) => !ours.includes(name));
  if (unknown.length > 0) {
    throw new RestoreRefused(
      `This archive is from a newer version of the site (its schema is at ${level}; this one knows up to ${ours.at(-1)}): restore it with that version or a later one.`,
    );
  }
  if (theirs.some((name, i) => ours[i] !== name)) {
    throw new RestoreRefused(
      `The archive's migrations (${theirs.length}, up to ${level}) are not a beginning of this site's: it is not a backup of this site.`,
    );
  }
  return level;
}

type Loader = { write(name: string, body: AsyncIterable<Buffer>): Promise<void> };

/** Loads database/<table>.jsonl members into `tx` and files/<bucket>/<path> into `storageRoot`. */
function loader(
  tx: Pick<SqlRunner, 'exec' | 'query'>,
  storageRoot: string,
  counts: Map<string, number>,
  stats: { files: number; bytes: number },
): Loader {
  const tablePrefix = 'database/';
  const filePrefix = `files/${PHOTO_BUCKET}/`;
  return {
    async write(name, body) {
      if (name.startsWith(tablePrefix) && name.endsWith('.jsonl')) {
        const table = name.slice(tablePrefix.length, -'.jsonl'.length);
        let pending: string[] = [];
        let columns: string[] | null = null;
        let rows = 0;
        const flush = async () => {
          if (pending.length === 0) return;
          const list = columns!.map(ident).join(', ');
          await tx.query(
            `insert into ${ident(table)} (${list}) overriding system value select ${list} from json_populate_recordset(null::${ident(table)}, $1::json)`,
            [`[${pending.join(',')}]`],
          );
          rows += pending.length;
          pending = [];
        };
        const take = async (line: string) => {
          if (!line) return;
          columns ??= Object.keys(JSON.parse(line) as Record<string, unknown>);
          pending.push(line);
          if (pending.length >= BATCH) await flush();
        };
        for await (const line of textLines(body)) await take(line);
        await flush();
        counts.set(table, rows);
        return;
      }
      if (name.startsWith(filePrefix)) {
        const objectPath = name.slice(filePrefix.length);
        if (!isSafeObjectPath(objectPath)) throw new RestoreRefused(`unsafe file path in the archive: ${name}`);
        const file = path.join(/*turbopackIgnore: true*/ storageRoot, objectPath);
        await fs.promises.mkdir(path.dirname(file), { recursive: true });
        const out = await fs.promises.open(/*turbopackIgnore: true*/ file, 'wx');
        try {
          for await (const chunk of body) {
            await out.write(chunk);
            stats.bytes += chunk.length;
          }
        } finally {
          await out.close();
        }
        stats.files++;
        return;
      }
      for await (const chunk of body) void chunk; // listed in the manifest but not ours to place
    },
  };
}

/** Sets every column's sequence (serial and identity) past the largest restored value. */
async function resetSequences(tx: Pick<SqlRunner, 'query'>): Promise<void> {
  const owned = await tx.query<{ seq: string; tbl: string; col: string }>(`
    select s.relname as seq, t.relname as tbl, a.attname as col
    from pg_class s
    join pg_depend d on d.objid = s.oid and d.classid = 'pg_class'::regclass and d.deptype in ('a', 'i')
    join pg_class t on t.oid = d.refobjid
    join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
    where s.relkind = 'S' and s.relnamespace = 'public'::regnamespace`);
  for (const { seq, tbl, col } of owned) {
    await tx.query(`select setval('public.${ident(seq)}', coalesce((select max(${ident(col)}) from ${ident(tbl)}), 0) + 1, false)`);
  }
}

export async function restoreBackup(
  archive: string,
  dataDir: string,
  { migrationsDir = MIGRATIONS_DIR, log = () => {} }: { migrationsDir?: string; log?: (line: string) => void } = {},
): Promise<RestoreReport> {
  const started = Date.now();
  assertEmptyTarget(dataDir);
  log(`checking ${archive} …`);
  const manifest = await readArchive(archive);
  const level = await checkSchema(manifest, migrationsDir);
  if (manifest.database.kind !== 'embedded') throw new Error('unreachable');
  const expected = manifest.database.tables;
  log(
    `archive of ${manifest.createdAt} (${manifest.app.name} ${manifest.app.version}, schema ${level}): ${expected.length} tables, ${manifest.storage.files.length} files; checksums match`,
  );

  const target = path.resolve(/*turbopackIgnore: true*/ dataDir);
  const staging = `${target}.restoring-${process.pid}`;
  fs.rmSync(/*turbopackIgnore: true*/ staging, { recursive: true, force: true });
  fs.mkdirSync(/*turbopackIgnore: true*/ staging, { recursive: true });
  try {
    const handle = await openDatabase({ kind: 'embedded', dataDir: staging });
    const counts = new Map<string, number>();
    const stats = { files: 0, bytes: 0 };
    let applied: string[] = [];
    try {
      await migrate(handle.runner, migrationsDir, { upTo: level });
      const storageRoot = localStorageRoot(staging);
      await handle.runner.transaction(async (tx) => {
        await tx.exec("set local session_replication_role = 'replica'");
        const load = loader(tx, storageRoot, counts, stats);
        await readArchive(archive, (name, body) => load.write(name, body));
        await resetSequences(tx);
      });
      for (const t of expected) {
        const got = counts.get(t.table) ?? 0;
        if (got !== t.rows) throw new Error(`${t.table}: restored ${got} rows, the manifest says ${t.rows}`);
      }
      applied = await migrate(handle.runner, migrationsDir);
    } finally {
      await handle.close();
    }
    // The staging folder becomes the data folder (same parent, so one rename).
    if (fs.existsSync(/*turbopackIgnore: true*/ target)) fs.rmdirSync(/*turbopackIgnore: true*/ target);
    fs.renameSync(/*turbopackIgnore: true*/ staging, target);
    return {
      createdAt: manifest.createdAt,
      tables: expected.map((t) => ({ table: t.table, rows: t.rows })),
      files: stats.files,
      fileBytes: stats.bytes,
      archiveLevel: level,
      migrationsApplied: applied,
      leftOut: manifest.database.leftOut,
      ms: Date.now() - started,
    };
  } catch (error) {
    fs.rmSync(/*turbopackIgnore: true*/ staging, { recursive: true, force: true });
    throw error;
  }
}
