import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import type { SqlRunner } from '@/lib/db/migrate';
import { createLocalStorage } from '@/lib/storage/local';
import { PHOTO_BUCKET, type StoragePort } from '@/lib/storage/types';
import { createArchiveWriter } from './archive';
import { ARCHIVE_FORMAT, ARCHIVE_FORMAT_VERSION, fileEntryName, tableEntryName, type ArchiveEntry, type Manifest } from './manifest';
import { LEFT_OUT_TABLES, snapshotDatabase } from './snapshot';

// One backup (docs/decisions/085-backups-restore-and-the-data-folder-lock.md).
// Embedded database: its rows are read in one transaction, and inside that same transaction every
// stored file is hard-linked into a work folder in DATA_DIR (uploads write a file before its row, and
// a deletion removes the file after its row, so the links hold every file a row of the snapshot
// names); then the archive is written from the work folder while the site goes on.
// PostgreSQL / Supabase: the database is the engine's to back up (the manifest says so); the
// bucket's files are read one by one.

export type BackupSource = {
  /** The embedded database's runner, or null on PostgreSQL (the engine backs it up). */
  embedded: SqlRunner | null;
  storage: StoragePort;
  /** The embedded backend's data folder (the work folder goes there, next to the files it links). */
  dataDir: string;
};

export const ENGINE_NOTE =
  'The database is on PostgreSQL: back it up with the engine (pg_dump, or Supabase daily backups / point-in-time recovery); this archive holds the stored files.';

function appInfo(): { name: string; version: string } {
  try {
    const pkg = JSON.parse(
      fs.readFileSync(/*turbopackIgnore: true*/ path.join(/*turbopackIgnore: true*/ process.cwd(), 'package.json'), 'utf8'),
    ) as {
      name?: string;
      version?: string;
    };
    return { name: pkg.name ?? 'packaging-site', version: pkg.version ?? 'unknown' };
  } catch {
    return { name: 'packaging-site', version: 'unknown' };
  }
}

/** Links (or, across file systems, copies) `from` to `to`. */
function linkOrCopy(from: string, to: string): void {
  fs.mkdirSync(/*turbopackIgnore: true*/ path.dirname(to), { recursive: true });
  try {
    fs.linkSync(/*turbopackIgnore: true*/ from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return; // removed meanwhile: not in the snapshot either
    fs.copyFileSync(/*turbopackIgnore: true*/ from, to);
  }
}

/** Work folders of backups that did not finish (a crash, a full disk): removed before the next. */
export function removeStaleWorkFolders(dataDir: string): void {
  let names: string[] = [];
  try {
    names = fs.readdirSync(/*turbopackIgnore: true*/ dataDir);
  } catch {
    return;
  }
  for (const name of names) {
    if (name.startsWith('.backup-work-'))
      fs.rmSync(/*turbopackIgnore: true*/ path.join(/*turbopackIgnore: true*/ dataDir, name), { recursive: true, force: true });
  }
}

/** Writes one archive to `out`; resolves with its manifest once the last byte is flushed. */
export async function writeBackup(out: NodeJS.WritableStream, source: BackupSource): Promise<Manifest> {
  const writer = createArchiveWriter(out);
  const embedded = source.embedded;
  const localFiles = source.storage.kind === 'local' ? createLocalStorage(source.dataDir) : null;
  const work = localFiles || embedded ? fs.mkdtempSync(path.join(/*turbopackIgnore: true*/ source.dataDir, '.backup-work-')) : null;
  try {
    const files: ArchiveEntry[] = [];
    let database: Manifest['database'];
    const linkFiles = async (): Promise<string[]> => {
      const paths = await source.storage.list();
      for (const objectPath of paths) {
        const full = localFiles!.filePath(objectPath);
        if (full) linkOrCopy(full, path.join(/*turbopackIgnore: true*/ work!, 'files', objectPath));
      }
      return paths;
    };
    let linked: string[] | null = null;
    if (embedded) {
      const dbDir = path.join(/*turbopackIgnore: true*/ work!, 'database');
      fs.mkdirSync(/*turbopackIgnore: true*/ dbDir);
      const snapshot = await snapshotDatabase(embedded, dbDir, async () => {
        if (localFiles) linked = await linkFiles();
      });
      const tables = [];
      for (const t of snapshot.tables)
        tables.push({ ...(await writer.addFile(tableEntryName(t.table), t.file)), table: t.table, rows: t.rows });
      database = { kind: 'embedded', migrations: snapshot.migrations, tables, leftOut: Object.keys(LEFT_OUT_TABLES) };
    } else {
      database = { kind: 'engine', note: ENGINE_NOTE };
      if (localFiles) linked = await linkFiles();
    }
    if (linked) {
      for (const objectPath of linked as string[]) {
        const file = path.join(/*turbopackIgnore: true*/ work!, 'files', objectPath);
        if (fs.existsSync(/*turbopackIgnore: true*/ file)) files.push(await writer.addFile(fileEntryName(PHOTO_BUCKET, objectPath), file));
      }
    } else {
      for (const objectPath of await source.storage.list()) {
        const body = await source.storage.read(objectPath);
        if (body) files.push(await writer.addBytes(fileEntryName(PHOTO_BUCKET, objectPath), body));
      }
    }
    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      formatVersion: ARCHIVE_FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      app: appInfo(),
      database,
      storage: { kind: source.storage.kind, bucket: PHOTO_BUCKET, files },
    };
    await writer.finish(manifest);
    return manifest;
  } catch (error) {
    writer.abort(error as Error);
    throw error;
  } finally {
    if (work) fs.rmSync(/*turbopackIgnore: true*/ work, { recursive: true, force: true });
  }
}

export const BACKUP_NAME = /^backup-(\d{8}T\d{6}Z)(?:-[a-z0-9]+)?\.tar\.gz$/;

/** backup-20261202T031500Z.tar.gz (UTC), so names sort by time. */
export function backupName(at = new Date()): string {
  return `backup-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z')}.tar.gz`;
}

export type BackupFile = { name: string; file: string; bytes: number; ms: number; manifest: Manifest };

/**
 * Writes a backup into `dir` under a new name: as `<name>.partial` first, renamed once complete, so
 * a listing never shows half an archive; a failure removes the partial file.
 */
export async function createBackupFile(dir: string, source: BackupSource, at = new Date()): Promise<BackupFile> {
  const started = Date.now();
  fs.mkdirSync(/*turbopackIgnore: true*/ dir, { recursive: true });
  removeStaleWorkFolders(source.dataDir);
  let name = backupName(at);
  if (fs.existsSync(/*turbopackIgnore: true*/ path.join(/*turbopackIgnore: true*/ dir, name)))
    name = name.replace('.tar.gz', `-${started.toString(36)}.tar.gz`);
  const file = path.join(/*turbopackIgnore: true*/ dir, name);
  const partial = `${file}.partial`;
  const out = fs.createWriteStream(/*turbopackIgnore: true*/ partial, { flags: 'wx' });
  try {
    const manifest = await writeBackup(out, source);
    fs.renameSync(/*turbopackIgnore: true*/ partial, file);
    return { name, file, bytes: fs.statSync(/*turbopackIgnore: true*/ file).size, ms: Date.now() - started, manifest };
  } catch (error) {
    out.destroy();
    fs.rmSync(/*turbopackIgnore: true*/ partial, { force: true });
    throw error;
  }
}
