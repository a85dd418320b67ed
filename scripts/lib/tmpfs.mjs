// Small file systems of their own for the full-disk lane (scripts/full-disk.mjs, decision 086): a
// tmpfs mounted on a folder, so filling it fills nothing else on the machine. Root only (mount(8)).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

function mountCommand(size, dir) {
  return spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${size},mode=0755`, 'tmpfs', dir], { encoding: 'utf8' });
}

/** Why no tmpfs can be mounted here (the lane is then skipped with the reason), or null. */
export function tmpfsUnavailableReason() {
  if (process.platform !== 'linux') return 'mounts a small tmpfs as the data folder (Linux only)';
  if (process.getuid?.() !== 0) return 'needs root to mount a small tmpfs as the data folder (e.g. sudo npm test -- --only=full-disk)';
  const probe = fs.mkdtempSync(path.join(os.tmpdir(), 'pkg-tmpfs-probe-'));
  try {
    const result = mountCommand('1m', probe);
    if (result.error || result.status !== 0) {
      return `mount -t tmpfs failed (${(result.stderr || result.error?.message || '').trim() || `exit ${result.status}`}): no CAP_SYS_ADMIN here?`;
    }
    spawnSync('umount', [probe]);
    return null;
  } finally {
    fs.rmSync(probe, { recursive: true, force: true });
  }
}

/** Mounts a tmpfs of `size` (mount's syntax: `384m`, `8k`) on `dir`, creating the folder. */
export function mountTmpfs(dir, size) {
  fs.mkdirSync(dir, { recursive: true });
  const result = mountCommand(size, dir);
  if (result.error || result.status !== 0)
    throw new Error(`mount -t tmpfs -o size=${size} on ${dir} failed: ${result.stderr || result.error?.message}`);
}

/** Unmounts `dir` (lazily when something still holds it open); true when nothing stays mounted. */
export function unmountTmpfs(dir) {
  if (!isMountPoint(dir)) return true;
  if (spawnSync('umount', [dir]).status === 0) return true;
  return spawnSync('umount', ['-l', dir]).status === 0;
}

/** Whether `dir` is a mount point (its entry in /proc/self/mounts). */
export function isMountPoint(dir) {
  const target = path.resolve(dir);
  return fs
    .readFileSync('/proc/self/mounts', 'utf8')
    .split('\n')
    .some((line) => line.split(' ')[1] === target);
}

/** Free bytes of the file system holding `dir`, as the app measures them (statfs `bavail`). */
export function freeBytes(dir) {
  const s = fs.statfsSync(dir);
  return s.bavail * s.bsize;
}

/**
 * Grows or shrinks `filler` (a file on the same file system as `dir`) until `dir` has about
 * `target` bytes free; real bytes are written (a sparse file would take no space on tmpfs).
 * Returns the free bytes measured afterwards.
 */
export function fillTo(dir, filler, target) {
  const chunk = Buffer.alloc(4 * 1024 * 1024, 0x5a);
  for (let round = 0; round < 3; round++) {
    const free = freeBytes(dir);
    const size = fs.existsSync(filler) ? fs.statSync(filler).size : 0;
    if (Math.abs(free - target) < 64 * 1024) break;
    if (free < target) {
      fs.truncateSync(filler, Math.max(0, size - (target - free)));
      continue;
    }
    const fd = fs.openSync(filler, 'a');
    try {
      for (let left = free - target; left > 0; left -= chunk.length) fs.writeSync(fd, chunk, 0, Math.min(left, chunk.length));
    } catch (error) {
      if (error.code !== 'ENOSPC') throw error;
    } finally {
      fs.closeSync(fd);
    }
  }
  return freeBytes(dir);
}
