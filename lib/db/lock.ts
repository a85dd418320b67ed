import 'server-only';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * IMPORTANT: PGlite has no cross-process lock. Two processes on one data folder silently lose rows
 * and can leave the folder unopenable, so the embedded database takes this lock first
 * (docs/decisions/085-backups-restore-and-the-data-folder-lock.md).
 *
 * On Linux the lock is an abstract Unix socket named after the folder: binding it is atomic, and the
 * kernel releases it with its process however that process ends (SIGKILL, a crash, a power cut), so
 * a pid left in a file can never keep the site down. `pglite.lock` in the folder says who holds it
 * (for people, and for a holder in ANOTHER pid or network namespace, e.g. a second container on the
 * same volume, which the socket cannot see): the holder touches it every few seconds, and a start
 * that finds a fresh file from another namespace waits for it to go quiet before it takes over.
 * Elsewhere (macOS, Windows: development only) the file and its heartbeat are the lock.
 *
 * A start waits up to `waitMs` for a holder that is still exiting; a live holder is refused.
 */

const FILE = 'pglite.lock';
export const HEARTBEAT_MS = 2_000;
/** A lock file not touched for this long belongs to no live process. */
export const STALE_AFTER_MS = 10_000;
const POLL_MS = 200;

type Holder = {
  app: 'packaging-site';
  pid: number;
  hostname: string;
  bootId: string;
  /** Namespace identities (Linux): the socket is authoritative only between equal ones. */
  pidNs: string;
  netNs: string;
  startedAt: string;
};

type Held = { refs: number; release: () => void };
const held = new Map<string, Held>();

const readLink = (p: string) => {
  try {
    return fs.readlinkSync(/*turbopackIgnore: true*/ p);
  } catch {
    return '';
  }
};
const readText = (p: string) => {
  try {
    return fs.readFileSync(/*turbopackIgnore: true*/ p, 'utf8').trim();
  } catch {
    return '';
  }
};

function identity(): Omit<Holder, 'startedAt'> {
  return {
    app: 'packaging-site',
    pid: process.pid,
    hostname: os.hostname(),
    bootId: readText('/proc/sys/kernel/random/boot_id'),
    pidNs: readLink('/proc/self/ns/pid'),
    netNs: readLink('/proc/self/ns/net'),
  };
}

/** The lock file's holder, a legacy file's bare pid, or null (no file, or unreadable). */
function readHolder(lockPath: string): { holder: Partial<Holder> | null; ageMs: number } | null {
  let stat: fs.Stats;
  let text: string;
  try {
    stat = fs.statSync(/*turbopackIgnore: true*/ lockPath);
    text = fs.readFileSync(/*turbopackIgnore: true*/ lockPath, 'utf8').trim();
  } catch {
    return null;
  }
  const ageMs = Date.now() - stat.mtimeMs;
  if (/^\d+$/.test(text)) return { holder: { pid: Number(text) }, ageMs }; // written by an older version
  try {
    return { holder: JSON.parse(text) as Partial<Holder>, ageMs };
  } catch {
    return { holder: null, ageMs };
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The data folder is held by another live process: a server that gets this stops (instrumentation-node.ts). */
export class DataFolderInUseError extends Error {
  readonly code = 'data-folder-in-use';
}

/** Whether `error` (or one of its causes) is the refusal above. */
export function isDataFolderInUse(error: unknown): error is DataFolderInUseError {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof DataFolderInUseError || (e as { code?: unknown }).code === 'data-folder-in-use') return true;
  }
  return false;
}

function refusal(dataDir: string, lockPath: string, holder: Partial<Holder> | null): Error {
  const who = holder?.pid
    ? `process ${holder.pid}${holder.hostname && holder.hostname !== os.hostname() ? ` on ${holder.hostname}` : ''}`
    : 'another process';
  return new DataFolderInUseError(
    `The embedded database in ${path.resolve(/*turbopackIgnore: true*/ dataDir)} is already open in ${who}. ` +
      'Only one process may use a data folder: stop the other server (or script), or point DATA_DIR at another folder. ' +
      `(${lockPath} names the holder; it is released when that process ends.)`,
  );
}

/** Binds the folder's abstract socket: true when bound, false while another live process holds it. */
function bindSocket(name: string): Promise<net.Server | null> {
  return new Promise((resolve, reject) => {
    const server = net.createServer((socket) => socket.destroy());
    server.once('error', (error: NodeJS.ErrnoException) => (error.code === 'EADDRINUSE' ? resolve(null) : reject(error)));
    server.listen({ path: name }, () => {
      server.unref();
      resolve(server);
    });
  });
}

/**
 * Whether the lock file shows a live holder that the socket cannot speak for: one that keeps the
 * file beating and is not in our namespaces (those the socket we bound has already ruled out), not
 * from before a reboot, and not an earlier process that had our pid.
 */
function liveElsewhere(
  found: { holder: Partial<Holder> | null; ageMs: number },
  me: ReturnType<typeof identity>,
  socketLock: boolean,
  staleAfterMs: number,
): boolean {
  const h = found.holder;
  if (found.ageMs > staleAfterMs || !h) return false;
  // An older version's bare pid: it never beats, so only a file this fresh counts, and on Linux
  // the socket decides.
  if (h.app !== 'packaging-site') return !socketLock;
  const sameHost = h.hostname === me.hostname;
  if (sameHost && h.bootId !== me.bootId) return false;
  if (sameHost && h.pid === me.pid && h.pidNs === me.pidNs) return false;
  if (socketLock && sameHost && h.pidNs === me.pidNs && h.netNs === me.netNs) return false;
  return true;
}

function writeHolder(lockPath: string, holder: Holder): void {
  const tmp = `${lockPath}.${process.pid}.tmp`;
  fs.writeFileSync(/*turbopackIgnore: true*/ tmp, JSON.stringify(holder) + '\n');
  fs.renameSync(/*turbopackIgnore: true*/ tmp, lockPath);
}

export type LockOptions = {
  /** How long a start waits for a holder that is exiting, or for a foreign file to go quiet. */
  waitMs?: number;
  /** A lock file not touched for this long is stale (tests shorten it). */
  staleAfterMs?: number;
};

export async function acquireDataDirLock(
  dataDir: string,
  { staleAfterMs = STALE_AFTER_MS, waitMs = staleAfterMs + 5_000 }: LockOptions = {},
): Promise<() => void> {
  const real = fs.realpathSync(/*turbopackIgnore: true*/ dataDir);
  const lockPath = path.join(/*turbopackIgnore: true*/ dataDir, FILE);
  const again = held.get(real);
  if (again) {
    again.refs++;
    return () => {
      if (--again.refs === 0) again.release();
    };
  }
  const me = identity();
  const socketLock = process.platform === 'linux';
  const deadline = Date.now() + waitMs;
  let server: net.Server | null = null;
  const name = `\0packaging-site/pglite/${createHash('sha256').update(real).digest('hex').slice(0, 40)}`;
  for (;;) {
    if (socketLock && !server) server = await bindSocket(name);
    const found = readHolder(lockPath);
    const free = (!socketLock || server !== null) && !(found && liveElsewhere(found, me, socketLock, staleAfterMs));
    if (free) break;
    if (Date.now() >= deadline) {
      server?.close();
      throw refusal(dataDir, lockPath, found?.holder ?? null);
    }
    await sleep(POLL_MS);
  }
  const holder: Holder = { ...me, startedAt: new Date().toISOString() };
  try {
    writeHolder(lockPath, holder);
  } catch (error) {
    server?.close();
    throw error;
  }
  const beat = setInterval(() => {
    const now = new Date();
    try {
      fs.utimesSync(/*turbopackIgnore: true*/ lockPath, now, now);
    } catch {
      // The folder went away (a test's cleanup); nothing to keep alive.
    }
  }, HEARTBEAT_MS);
  beat.unref();
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    held.delete(real);
    clearInterval(beat);
    server?.close();
    process.removeListener('exit', release);
    const current = readHolder(lockPath)?.holder;
    if (current?.pid === holder.pid && current.startedAt === holder.startedAt) {
      try {
        fs.unlinkSync(/*turbopackIgnore: true*/ lockPath);
      } catch {
        // already gone
      }
    }
  };
  process.once('exit', release);
  const entry: Held = { refs: 1, release };
  held.set(real, entry);
  return () => {
    if (--entry.refs === 0) entry.release();
  };
}
