// A disk whose power can be cut, for the power-loss tests (decision 087): an ext4 file system in an
// image file, mounted through a loop device. `cutPower()` shuts the file system down without
// flushing anything (the FS_IOC_SHUTDOWN ioctl with NOLOGFLUSH, `xfs_io -x -c shutdown`, as the
// Linux file-system test suite xfstests simulates a power failure): from that instant no write
// reaches the device, and whatever the page cache still held is gone at the unmount. Mounting the
// image again shows what a machine would find after the power came back: what was fsynced, and
// whatever the kernel happened to write back before the cut. Root only, Linux only.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const sh = (cmd, args) => spawnSync(cmd, args, { encoding: 'utf8' });
const failure = (r) => (r.error?.message || r.stderr || r.stdout || '').trim() || `exit ${r.status}`;
const have = (cmd) => sh('sh', ['-c', `command -v ${cmd}`]).status === 0;

/** Why no such disk can be made here (the tests are then skipped with the reason), or null. */
export function powerCutUnavailableReason() {
  if (process.platform !== 'linux') return 'cuts the power of a loop-mounted ext4 disk (Linux only)';
  if (process.getuid?.() !== 0) return 'needs root to mount a loop device (e.g. sudo npm test -- --only=durability)';
  for (const cmd of ['mkfs.ext4', 'xfs_io', 'losetup'])
    if (!have(cmd)) return `no ${cmd} (apt-get install -y e2fsprogs xfsprogs mount, which scripts/setup/system-packages.mjs does)`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pkg-power-probe-'));
  try {
    const disk = createPowerCutDisk(dir, 8);
    disk.destroy();
    return null;
  } catch (error) {
    return `a loop-mounted ext4 disk cannot be made here (${error.message}): no loop devices in this container?`;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * An ext4 image of `sizeMb` in `workDir`, mounted on `workDir/mnt`. `mount()` / `unmount()` /
 * `cutPower()` / `destroy()`; `dir` is the mount point.
 */
export function createPowerCutDisk(workDir, sizeMb = 512) {
  const image = path.join(workDir, 'disk.img');
  const dir = path.join(workDir, 'mnt');
  fs.mkdirSync(dir, { recursive: true });
  fs.closeSync(fs.openSync(image, 'w'));
  fs.truncateSync(image, sizeMb * 1024 * 1024);
  // No lazy initialisation: the kernel thread that zeroes inode tables would write in the background.
  const mkfs = sh('mkfs.ext4', ['-q', '-F', '-E', 'lazy_itable_init=0,lazy_journal_init=0', image]);
  if (mkfs.status !== 0) throw new Error(`mkfs.ext4 ${image}: ${failure(mkfs)}`);
  const isMounted = () =>
    fs
      .readFileSync('/proc/self/mounts', 'utf8')
      .split('\n')
      .some((line) => line.split(' ')[1] === dir);
  const disk = {
    dir,
    image,
    isMounted,
    mount() {
      // A loop device of its own, detached with the unmount (mount's autoclear).
      const r = sh('mount', ['-o', 'loop', image, dir]);
      if (r.status !== 0) throw new Error(`mount -o loop ${image} ${dir}: ${failure(r)}`);
    },
    /** Everything written so far on the device (the harness's own setup, before a journey writes). */
    flush() {
      const r = sh('sync', ['-f', dir]);
      if (r.status !== 0) throw new Error(`sync -f ${dir}: ${failure(r)}`);
    },
    /** The power cut: nothing more reaches the device; the unmount then drops what was not written. */
    cutPower() {
      const r = sh('xfs_io', ['-x', '-c', 'shutdown', dir]);
      if (r.status !== 0) throw new Error(`xfs_io -x -c shutdown ${dir}: ${failure(r)}`);
    },
    /** Unmounts, waiting up to `waitMs` for processes still holding files there to be gone. */
    async unmount(waitMs = 10_000) {
      const until = Date.now() + waitMs;
      for (;;) {
        if (!isMounted()) return;
        const r = sh('umount', [dir]);
        if (r.status === 0) return;
        if (Date.now() > until) throw new Error(`umount ${dir}: ${failure(r)}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    destroy() {
      try {
        // Lazily: whatever still holds it lets go when it exits.
        if (isMounted()) sh('umount', ['-l', dir]);
      } finally {
        fs.rmSync(image, { force: true });
      }
    },
  };
  disk.mount();
  return disk;
}
