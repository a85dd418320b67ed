import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { SERVER_ENTRY, SERVER_NODE_FLAGS, startProcess, waitForHealth, type StackProcess } from '../scripts/lib/stack.mjs';
import { fillTo, freeBytes, mountTmpfs, unmountTmpfs } from '../scripts/lib/tmpfs.mjs';

// The full-disk lane's server and disk, driven by the journeys: scripts/full-disk.mjs mounted the
// tmpfs (FULL_DISK_MOUNT), copied the standalone build and passes the server's environment; the
// journeys start the server on it, fill the disk with a filler file, and read the rows back after
// a clean stop. The pid file lets the harness kill a server a failed journey left running.

const ROOT = path.resolve(import.meta.dirname, '..');
const WORK = process.env.FULL_DISK_WORK!;
export const MOUNT = process.env.FULL_DISK_MOUNT!;
export const DATA = path.join(MOUNT, 'data');
export const PHOTOS = path.join(DATA, 'storage', 'itemphotos');
const FILLER = path.join(MOUNT, 'filler.bin');
const STANDALONE = process.env.FULL_DISK_STANDALONE!;
const PID_FILE = process.env.FULL_DISK_PID_FILE!;
const PORT = process.env.FULL_DISK_PORT ?? '3000';
const ENV = JSON.parse(process.env.FULL_DISK_SERVER_ENV ?? '{}') as NodeJS.ProcessEnv;
export const ORIGIN = `http://127.0.0.1:${PORT}`;
export const LOG = path.join(WORK, 'server.log');
export const MB = 1024 * 1024;

export type Server = { pid: number; process: StackProcess; startMs: number };

/** `node server.mjs` in the standalone copy on DATA (the first start migrates and seeds it). */
export async function startServer(): Promise<Server> {
  const started = Date.now();
  const child = startProcess(process.execPath, [...SERVER_NODE_FLAGS, SERVER_ENTRY], {
    cwd: STANDALONE,
    env: { ...ENV, DATA_DIR: DATA, PORT, HOSTNAME: '127.0.0.1' },
    logFile: LOG,
  });
  fs.writeFileSync(PID_FILE, String(child.child.pid));
  try {
    await waitForHealth(ORIGIN, child, 180_000);
  } catch (error) {
    await child.stop();
    fs.rmSync(PID_FILE, { force: true });
    throw new Error(`${(error as Error).message}\n--- ${LOG} ---\n${fs.readFileSync(LOG, 'utf8').slice(-3000)}`);
  }
  return { pid: child.child.pid!, process: child, startMs: Date.now() - started };
}

/** SIGTERM (the server closes its database), then the pid file goes. */
export async function stopServer(server: Server): Promise<void> {
  await server.process.stop();
  fs.rmSync(PID_FILE, { force: true });
}

/** Free bytes of the data folder's disk, as the app measures them. */
export const diskFree = () => freeBytes(MOUNT);

/** Grows or shrinks the filler file until the disk has about `target` bytes free; returns what is free then. */
export const fillDiskTo = (target: number) => fillTo(MOUNT, FILLER, target);

/** The filler file gone: the space is back. */
export function emptyDisk(): number {
  fs.rmSync(FILLER, { force: true });
  return diskFree();
}

/** Mounts a tmpfs of `size` on a photo folder (created empty), so a photo written there meets a real ENOSPC. */
export function mountPhotoVolume(folder: string, size: string): string {
  const dir = path.join(PHOTOS, folder);
  mountTmpfs(dir, size);
  return dir;
}

export const unmountPhotoVolume = (dir: string) => unmountTmpfs(dir);

/** Every file under the photo storage (relative paths), temporary ones included. */
export function storedFiles(): string[] {
  if (!fs.existsSync(PHOTOS)) return [];
  return (fs.readdirSync(PHOTOS, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((e) => e.isFile())
    .map((e) => path.relative(PHOTOS, path.join(e.parentPath, e.name)))
    .sort();
}

export type Reading = {
  inquiries: { email: string; n: number }[];
  inquiryLimitRows: number;
  posts: { title: string; n: number }[];
  media: { name: string; n: number }[];
  mediaPaths: string[];
  mainPhotoUrl: string | null;
};

/** Opens the data folder (server stopped) with the repository's openDatabase and reads the journeys' rows. */
export async function readRows(itemId: number): Promise<Reading> {
  const tsx = path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [tsx, '--conditions=react-server', path.join(ROOT, 'scripts', 'lib', 'full-disk-read.ts'), DATA, String(itemId)],
    { cwd: ROOT, env: { ...ENV, DATA_DIR: DATA }, maxBuffer: 16 * MB, timeout: 120_000 },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as Reading;
}

export type Health = { status: string; database: string; cache: string; disk?: { status: string; freeBytes?: number } };
