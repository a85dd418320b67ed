import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { getConfig } from '@/lib/config';
import { getDb, getDbHandle } from '@/lib/db';
import { recordAudit } from '@/lib/history/record';
import { createLocalStorage } from '@/lib/storage/local';
import { createSupabaseStorage } from '@/lib/storage/supabase';
import type { StoragePort } from '@/lib/storage/types';
import { BACKUP_NAME, createBackupFile, writeBackup, type BackupFile, type BackupSource } from './create';
import type { Manifest } from './manifest';

// Backups as the running server takes them: on demand (the owner's button, `npm run backup` through
// the control socket) and once a day into BACKUP_DIR, keeping BACKUP_KEEP archives. One at a time
// per process: a request while one runs waits for it and shares its result.

/** The bucket as a backup reads it: the same files the site serves, read without a visitor's session. */
export async function backupStorage(): Promise<StoragePort> {
  const config = getConfig();
  if (config.backend.kind !== 'supabase') return createLocalStorage(config.dataDir);
  const { createSupabaseServiceClient } = await import('@/lib/auth/supabase-service');
  if (!config.backend.serviceRoleKey) throw new Error('Backing up Supabase Storage needs SUPABASE_SERVICE_ROLE_KEY (to list the bucket).');
  return createSupabaseStorage(config.backend.url, async () => createSupabaseServiceClient());
}

export async function backupSource(): Promise<BackupSource> {
  const config = getConfig();
  const handle = await getDbHandle();
  return { embedded: handle.kind === 'embedded' ? handle.runner : null, storage: await backupStorage(), dataDir: config.dataDir };
}

let running: Promise<unknown> | null = null;

/** Runs `job` when no other backup of this process runs (waits for the one that does). */
async function oneAtATime<T>(job: () => Promise<T>): Promise<T> {
  while (running) await running.catch(() => undefined);
  const current = job();
  running = current;
  try {
    return await current;
  } finally {
    if (running === current) running = null;
  }
}

export type BackupListing = { name: string; bytes: number; at: Date };

/** The archives in `dir`, newest first (only names this site writes; partial files are not listed). */
export function listBackups(dir: string | null = getConfig().backup.dir): BackupListing[] {
  if (!dir) return [];
  let names: string[];
  try {
    names = fs.readdirSync(/*turbopackIgnore: true*/ dir);
  } catch {
    return [];
  }
  return names
    .filter((n) => BACKUP_NAME.test(n))
    .map((name) => {
      const stat = fs.statSync(path.join(/*turbopackIgnore: true*/ dir, name));
      return { name, bytes: stat.size, at: stat.mtime };
    })
    .sort((a, b) => (a.name < b.name ? 1 : -1));
}

/** Removes all but the newest `keep` archives of `dir`. */
export function pruneBackups(dir: string, keep: number): string[] {
  const old = listBackups(dir).slice(keep);
  for (const b of old) fs.rmSync(path.join(/*turbopackIgnore: true*/ dir, b.name), { force: true });
  return old.map((b) => b.name);
}

export type BackupTrigger = 'owner' | 'schedule' | 'command';

/** A backup into BACKUP_DIR now (the owner's button, the schedule), then the oldest beyond BACKUP_KEEP go. */
export async function backupNow(trigger: Exclude<BackupTrigger, 'command'>): Promise<BackupFile> {
  const { dir, keep } = getConfig().backup;
  if (!dir) throw new Error('BACKUP_DIR is not set');
  return oneAtATime(async () => {
    const made = await createBackupFile(dir, await backupSource());
    await recordAudit(await getDb(), { action: 'backup.create', detail: { archive: made.name, bytes: made.bytes, trigger } });
    const pruned = pruneBackups(dir, keep);
    console.log(`▲ backup ${made.name}: ${made.bytes} bytes in ${made.ms} ms${pruned.length ? ` (removed ${pruned.join(', ')})` : ''}`);
    return made;
  });
}

/** A backup streamed to `out` (the control socket: `npm run backup`), not kept on the server. */
export async function backupInto(out: NodeJS.WritableStream): Promise<Manifest> {
  return oneAtATime(async () => {
    const manifest = await writeBackup(out, await backupSource());
    await recordAudit(await getDb(), { action: 'backup.create', detail: { trigger: 'command' } });
    return manifest;
  });
}

export const DAY_MS = 24 * 60 * 60 * 1000;
const CHECK_EVERY_MS = 10 * 60 * 1000;

/**
 * Once a day: every 10 minutes (and a minute after start) the newest archive's age is checked, and a
 * backup is taken when it is a day old or there is none. Checking age instead of a clock time means
 * a server that was down at the planned hour still takes its backup, and a restart does not take a
 * second one.
 */
export function startBackupSchedule(): { stop(): void } | null {
  const { dir } = getConfig().backup;
  if (!dir) return null;
  const check = async () => {
    const newest = listBackups(dir)[0];
    if (newest && Date.now() - newest.at.getTime() < DAY_MS) return;
    try {
      await backupNow('schedule');
    } catch (error) {
      console.error(`[backup] the daily backup into ${dir} failed`, error);
    }
  };
  const first = setTimeout(() => void check(), 60_000);
  const every = setInterval(() => void check(), CHECK_EVERY_MS);
  first.unref();
  every.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(every);
    },
  };
}
