import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock } from './lock';

const LOCK_MODULE = path.join(import.meta.dirname, 'lock.ts');
const onLinux = process.platform === 'linux';

/**
 * Starts a Node process that takes the lock on `dir` (waiting at most `waitMs`), says 'locked' and
 * then holds it for `holdMs` (or until killed); `exitCode` resolves when it ends, with its stderr.
 */
function lockInChild(dir: string, { waitMs = 300, holdMs = 60_000 } = {}) {
  const code =
    `import('${LOCK_MODULE}').then(async (m) => { const release = await m.acquireDataDirLock(${JSON.stringify(dir)}, { waitMs: ${waitMs} });` +
    ` console.log('locked'); setTimeout(() => { release(); process.exit(0); }, ${holdMs}); })` +
    '.catch((e) => { console.error(e.message); process.exit(7); });';
  const child = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', '-e', code], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (d) => (stdout += d));
  child.stderr!.on('data', (d) => (stderr += d));
  const exited = new Promise<{ status: number | null; stderr: string }>((resolve) =>
    child.on('exit', (status) => resolve({ status, stderr })),
  );
  const locked = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', () => stdout.includes('locked') && resolve());
    void exited.then(({ stderr: e }) => reject(new Error(`the child did not lock: ${e}`)));
  });
  locked.catch(() => {}); // awaited only by the tests that expect it to lock
  return { child, locked, exited };
}

const lockFile = (dir: string) => path.join(dir, 'pglite.lock');
const holderOf = (dir: string) => JSON.parse(fs.readFileSync(lockFile(dir), 'utf8')) as Record<string, unknown>;

describe('acquireDataDirLock (PGlite: one process per data folder)', () => {
  let dir: string;
  const children: ChildProcess[] = [];
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pkg-lock-'));
  });
  afterEach(() => {
    for (const c of children.splice(0)) c.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('names its holder in the file, is re-entrant in the same process and releases the file with the last release', async () => {
    const release = await acquireDataDirLock(dir);
    expect(holderOf(dir)).toMatchObject({ app: 'packaging-site', pid: process.pid, hostname: os.hostname() });
    const inner = await acquireDataDirLock(dir);
    inner();
    expect(fs.existsSync(lockFile(dir))).toBe(true);
    release();
    expect(fs.existsSync(lockFile(dir))).toBe(false);
  });

  it('refuses a second live process with a clear message, after waiting', async () => {
    const release = await acquireDataDirLock(dir);
    try {
      const { exited } = lockInChild(dir, { waitMs: 500 });
      const { status, stderr } = await exited;
      expect(status).toBe(7);
      expect(stderr).toContain(`already open in process ${process.pid}`);
      expect(stderr).toContain('Only one process may use a data folder');
    } finally {
      release();
    }
  }, 30_000);

  it('a holder killed without warning (SIGKILL) leaves nothing that keeps the next start out', async () => {
    const first = lockInChild(dir);
    children.push(first.child);
    await first.locked;
    first.child.kill('SIGKILL');
    await first.exited;
    // Its file is still there and fresh, naming a pid that may be reused; the socket went with it.
    expect(holderOf(dir)).toMatchObject({ pid: first.child.pid });
    const started = Date.now();
    const release = await acquireDataDirLock(dir, { waitMs: 0 });
    if (onLinux) expect(Date.now() - started).toBeLessThan(1_000);
    expect(holderOf(dir)).toMatchObject({ pid: process.pid });
    release();
  }, 30_000);

  it.runIf(onLinux)('a lock file naming a live, unrelated process does not stop a start (a power cut, a new container)', async () => {
    const unrelated = spawn('sleep', ['30'], { stdio: 'ignore' });
    children.push(unrelated);
    // The file an older version wrote (a bare pid), and this version's, both naming that process.
    fs.writeFileSync(lockFile(dir), String(unrelated.pid));
    const release = await acquireDataDirLock(dir, { waitMs: 0 });
    release();
    const mine = { app: 'packaging-site', hostname: os.hostname(), pidNs: fs.readlinkSync('/proc/self/ns/pid') };
    fs.writeFileSync(
      lockFile(dir),
      JSON.stringify({
        ...mine,
        pid: unrelated.pid,
        bootId: fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim(),
        netNs: fs.readlinkSync('/proc/self/ns/net'),
      }),
    );
    (await acquireDataDirLock(dir, { waitMs: 0 }))();
    // Written before a reboot: another boot id.
    fs.writeFileSync(lockFile(dir), JSON.stringify({ ...mine, pid: unrelated.pid, bootId: 'another-boot', netNs: 'net:[1]' }));
    (await acquireDataDirLock(dir, { waitMs: 0 }))();
  });

  it('waits for a predecessor that is still exiting instead of failing at once', async () => {
    const first = lockInChild(dir, { holdMs: 1_000 });
    children.push(first.child);
    await first.locked;
    const release = await acquireDataDirLock(dir, { waitMs: 10_000 });
    expect(holderOf(dir)).toMatchObject({ pid: process.pid });
    release();
  }, 30_000);

  it('a holder the socket cannot see (another container on the volume) is respected while it beats, then taken over', async () => {
    const foreign = {
      app: 'packaging-site',
      pid: 1,
      hostname: 'other-container',
      bootId: 'b',
      pidNs: 'pid:[9]',
      netNs: 'net:[9]',
      startedAt: '',
    };
    fs.writeFileSync(lockFile(dir), JSON.stringify(foreign));
    const beat = setInterval(() => fs.utimesSync(lockFile(dir), new Date(), new Date()), 100);
    try {
      await expect(acquireDataDirLock(dir, { waitMs: 600, staleAfterMs: 400 })).rejects.toThrow(
        /already open in process 1 on other-container/,
      );
    } finally {
      clearInterval(beat);
    }
    // Quiet now: taken over once the file is older than staleAfterMs.
    const release = await acquireDataDirLock(dir, { waitMs: 2_000, staleAfterMs: 400 });
    expect(holderOf(dir)).toMatchObject({ pid: process.pid });
    release();
  }, 30_000);

  it('lets another process lock the folder after release', async () => {
    (await acquireDataDirLock(dir))();
    const next = lockInChild(dir, { holdMs: 0 });
    children.push(next.child);
    await next.locked;
    expect(await next.exited).toEqual({ status: 0, stderr: '' });
  }, 30_000);
});
