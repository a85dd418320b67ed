import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import type { DatabaseUnopenableError } from '@/lib/db/client';
import { syncPath } from '@/lib/db/fsync';
import { acquireDataDirLock } from '@/lib/db/lock';
import { localStorageRoot } from '@/lib/storage/local';
import { ArchiveError } from './archive';
import { restoreBackup, RestoreRefused, type RestoreReport } from './restore';
import { listBackups } from './service';

// When the embedded engine refuses the database in the data folder at start (decision 088), the
// server restores its newest backup from BACKUP_DIR instead of staying down:
// 1. the archive is restored (checked, migrated) into a staging folder inside the data folder, so
//    the data folder itself may be a volume's root; a damaged archive is passed over for the next;
// 2. the damaged cluster is moved aside to pg.damaged-<time> (kept: nothing is deleted), the
//    restored one takes its place by one rename;
// 3. photos: the current ones stay (uploads since the backup are newer); a file the backup has and
//    the folder lacks (a photo deleted since, which the restored rows name again) is added.
// Without a usable backup it stops with a message saying what to do; it never starts empty.

export class DatabaseNotRecoveredError extends Error {}

export function isDatabaseNotRecovered(error: unknown): error is DatabaseNotRecoveredError {
  return error instanceof DatabaseNotRecoveredError;
}

export type Recovery = { archive: string; createdAt: string; damagedCopy: string; photosAdded: number; report: RestoreReport };

/** Room the restore needs besides the archive: its rows unpacked into a new cluster, and the photos. */
const ROOM_FACTOR = 3;

const stamp = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');

export async function restoreLastBackup(
  dataDir: string,
  backupDir: string | null,
  damage: DatabaseUnopenableError,
  log: (line: string) => void,
): Promise<Recovery> {
  const byHand = `Move ${damage.pgDir} aside and restore a backup with \`npm run restore -- ARCHIVE\` (README "Backups").`;
  if (!backupDir)
    throw new DatabaseNotRecoveredError(`${damage.message}. BACKUP_DIR is not set, so there is no backup to restore. ${byHand}`);
  const archives = listBackups(backupDir);
  if (archives.length === 0) throw new DatabaseNotRecoveredError(`${damage.message}. ${backupDir} (BACKUP_DIR) holds no backup. ${byHand}`);
  const free = freeBytes(dataDir);
  if (free !== null && free < archives[0]!.bytes * ROOM_FACTOR) {
    throw new DatabaseNotRecoveredError(
      `${damage.message}. The newest backup was not restored: ${dataDir} has ${mb(free)} free, the restore needs about ${mb(archives[0]!.bytes * ROOM_FACTOR)}. Free some space and start again.`,
    );
  }

  const release = await acquireDataDirLock(dataDir);
  const staging = path.join(/*turbopackIgnore: true*/ dataDir, `.recovering-${process.pid}`);
  try {
    // A recovery cut short (a crash, a kill) left its staging folder: the lock says none runs now.
    for (const name of fs.readdirSync(/*turbopackIgnore: true*/ dataDir)) {
      if (name.startsWith('.recovering-'))
        fs.rmSync(/*turbopackIgnore: true*/ path.join(/*turbopackIgnore: true*/ dataDir, name), { recursive: true, force: true });
    }
    const problems: string[] = [];
    for (const archive of archives) {
      const file = path.join(/*turbopackIgnore: true*/ backupDir, archive.name);
      fs.rmSync(/*turbopackIgnore: true*/ staging, { recursive: true, force: true });
      log(`${damage.message}. Restoring the newest usable backup, ${file} …`);
      let report: RestoreReport;
      try {
        report = await restoreBackup(file, staging, { log });
      } catch (error) {
        if (!(error instanceof ArchiveError || error instanceof RestoreRefused)) throw error;
        problems.push(`${archive.name}: ${error.message}`);
        log(`${archive.name} cannot be restored (${error.message}); trying the one before it`);
        continue;
      }
      const damagedCopy = `${damage.pgDir}.damaged-${stamp(new Date())}`;
      fs.renameSync(/*turbopackIgnore: true*/ damage.pgDir, damagedCopy);
      try {
        fs.renameSync(/*turbopackIgnore: true*/ path.join(/*turbopackIgnore: true*/ staging, 'pg'), damage.pgDir);
      } catch (error) {
        fs.renameSync(/*turbopackIgnore: true*/ damagedCopy, damage.pgDir);
        throw error;
      }
      await syncPath(dataDir);
      const photosAdded = await addMissingFiles(localStorageRoot(staging), localStorageRoot(dataDir));
      return { archive: file, createdAt: report.createdAt, damagedCopy, photosAdded, report };
    }
    throw new DatabaseNotRecoveredError(
      `${damage.message}. No backup in ${backupDir} could be restored: ${problems.join('; ')}. ${byHand}`,
    );
  } finally {
    fs.rmSync(/*turbopackIgnore: true*/ staging, { recursive: true, force: true });
    release();
  }
}

/** Moves each file under `from` that `to` lacks into `to` (same file system); returns how many. */
async function addMissingFiles(from: string, to: string): Promise<number> {
  let added = 0;
  const walk = async (rel: string): Promise<void> => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(/*turbopackIgnore: true*/ path.join(/*turbopackIgnore: true*/ from, rel), { withFileTypes: true });
    } catch {
      return; // no photos in the backup
    }
    let movedHere = false;
    for (const entry of entries) {
      const name = path.join(/*turbopackIgnore: true*/ rel, entry.name);
      if (entry.isDirectory()) await walk(name);
      else if (entry.isFile() && !fs.existsSync(/*turbopackIgnore: true*/ path.join(/*turbopackIgnore: true*/ to, name))) {
        fs.mkdirSync(/*turbopackIgnore: true*/ path.join(/*turbopackIgnore: true*/ to, rel), { recursive: true });
        fs.renameSync(
          /*turbopackIgnore: true*/ path.join(/*turbopackIgnore: true*/ from, name),
          path.join(/*turbopackIgnore: true*/ to, name),
        );
        movedHere = true;
        added++;
      }
    }
    if (movedHere) await syncPath(path.join(/*turbopackIgnore: true*/ to, rel));
  };
  await walk('');
  if (added > 0) await syncPath(path.dirname(to));
  return added;
}

function freeBytes(dir: string): number | null {
  try {
    const s = fs.statfsSync(/*turbopackIgnore: true*/ dir);
    return s.bavail * s.bsize;
  } catch {
    return null;
  }
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
