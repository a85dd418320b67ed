import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '../e2e/fixtures';
import { killSite, logOf, seededFolder, spawnSite, startSite } from './site';
import { sendQuote, serverHolds } from './writers';

// The data folder's lock with the real production server (lib/db/lock.test.ts covers
// the lock itself): a pglite.lock naming a live process that is not this app (after a power cut or
// in a new container the recorded pid belongs to someone else) does not keep the site down, in the
// older version's bare-pid form or this version's record; a second live server on the folder is
// refused with the message naming the first and stops (exit 1); the first goes on serving and storing.

const text = (file: string) => {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    return '';
  }
};
const link = (file: string) => {
  try {
    return fs.readlinkSync(file);
  } catch {
    return '';
  }
};

/** The record a server of this version writes (lib/db/lock.ts), naming `pid`, freshly touched. */
function writeRecord(folder: string, pid: number): void {
  const record = {
    app: 'packaging-site',
    pid,
    hostname: os.hostname(),
    bootId: text('/proc/sys/kernel/random/boot_id'),
    pidNs: link('/proc/self/ns/pid'),
    netNs: link('/proc/self/ns/net'),
    startedAt: new Date().toISOString(),
  };
  fs.writeFileSync(path.join(folder, 'pglite.lock'), JSON.stringify(record) + '\n');
}

test('a stale lock naming a live unrelated process does not stop a start; a second live server is refused', async () => {
  test.setTimeout(150_000);
  const folder = seededFolder('lock');
  const unrelated = spawn('sleep', ['600'], { stdio: 'ignore' });
  const pid = unrelated.pid!;
  try {
    expect(() => process.kill(pid, 0), 'the unrelated process is alive').not.toThrow();
    // The older version's file: a bare pid (a pid lock once refused exactly this: "already open in process N").
    fs.writeFileSync(path.join(folder, 'pglite.lock'), `${pid}\n`);
    const bare = await startSite(folder, 'lock-bare-pid');
    expect(logOf(bare)).not.toContain('already open');
    await killSite(bare);

    // This version's record, as a killed server leaves it when its pid has been reused since.
    writeRecord(folder, pid);
    const first = await startSite(folder, 'lock-record');
    expect(logOf(first)).not.toContain('already open');
    expect(JSON.parse(text(path.join(folder, 'pglite.lock'))).pid, 'the lock now names the server').toBe(first.pid);
    const before = await sendQuote(first.url);
    expect(before).not.toBeNull();

    // A second server on the folder while the first lives: refused with the first named, and it exits.
    const second = await spawnSite(folder, 'second-server');
    try {
      await expect
        .poll(() => logOf(second), { timeout: 60_000, message: 'the second server says why it refuses' })
        .toContain(`The embedded database in ${folder} is already open in process ${first.pid}.`);
      expect(logOf(second)).toContain('Only one process may use a data folder');
      // It stops (exit code 1) instead of staying up answering 500s.
      await expect.poll(() => second.process.hasExited(), { timeout: 15_000, message: 'the refused server exits' }).toBe(true);
      expect(second.process.child.exitCode, 'the refused server exits with 1').toBe(1);
    } finally {
      await second.process.stop();
    }

    // The first went on serving and storing, and the refused start took nothing from it.
    const after = await sendQuote(first.url);
    expect(after).not.toBeNull();
    const held = await serverHolds(first.url, 1);
    expect([before, after].filter((r) => !held.references.has(r!))).toEqual([]);
    expect(JSON.parse(text(path.join(folder, 'pglite.lock'))).pid).toBe(first.pid);
    await first.process.stop();
    expect(fs.existsSync(path.join(folder, 'pglite.lock')), 'a clean stop removes the lock file').toBe(false);
  } finally {
    unrelated.kill();
  }
});
