import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock } from './lock';

const LOCK_MODULE = path.join(import.meta.dirname, 'lock.ts');

/** Runs acquireDataDirLock(dir) in another Node process; resolves with its exit code and stderr. */
function lockInChildProcess(dir: string): { status: number | null; stderr: string } {
  const code =
    `import('${LOCK_MODULE}').then((m) => { m.acquireDataDirLock(${JSON.stringify(dir)}); console.log('locked'); })` +
    '.catch((e) => { console.error(e.message); process.exit(7); });';
  const result = spawnSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', '-e', code], {
    encoding: 'utf8',
    timeout: 20_000,
  });
  return { status: result.status, stderr: result.stderr };
}

describe('acquireDataDirLock (PGlite: one process per data folder)', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pkg-lock-'));
  });
  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('writes its pid, is re-entrant in the same process and releases the file', () => {
    const release = acquireDataDirLock(dir);
    const lockFile = path.join(dir, 'pglite.lock');
    expect(fs.readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
    expect(() => acquireDataDirLock(dir)).not.toThrow();
    release();
    expect(fs.existsSync(lockFile)).toBe(false);
  });

  it('refuses a second process with a clear message', () => {
    const release = acquireDataDirLock(dir);
    try {
      const child = lockInChildProcess(dir);
      expect(child.status).toBe(7);
      expect(child.stderr).toContain(`already open in process ${process.pid}`);
      expect(child.stderr).toContain('Only one process may use a data folder');
    } finally {
      release();
    }
  }, 30_000);

  it('refuses while a live foreign process holds the lock', async () => {
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'], { stdio: 'ignore' });
    try {
      fs.writeFileSync(path.join(dir, 'pglite.lock'), String(holder.pid));
      expect(() => acquireDataDirLock(dir)).toThrow(new RegExp(`already open in process ${holder.pid}`));
    } finally {
      holder.kill('SIGKILL');
    }
  });

  it('takes over a stale lock whose process is gone', async () => {
    const gone = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
    const pid = gone.pid!;
    await new Promise((resolve) => gone.on('exit', resolve));
    fs.writeFileSync(path.join(dir, 'pglite.lock'), String(pid));
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'pglite.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('lets another process lock the folder after release', () => {
    acquireDataDirLock(dir)();
    const child = lockInChildProcess(dir);
    expect(child.stderr).toBe('');
    expect(child.status).toBe(0);
  }, 30_000);
});
