import 'server-only';
import fs from 'node:fs';
import path from 'node:path';

/**
 * IMPORTANT: PGlite has no cross-process lock. Two processes on one data folder silently lose rows
 * and can leave the folder unopenable, so the embedded database takes this lock file first.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockPath = path.join(/*turbopackIgnore: true*/ dataDir, 'pglite.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      const release = () => {
        try {
          if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(lockPath, 'utf8').trim());
      if (owner === process.pid) return () => {};
      if (Number.isInteger(owner) && owner > 0 && isAlive(owner)) {
        throw new Error(
          `The embedded database in ${path.resolve(/*turbopackIgnore: true*/ dataDir)} is already open in process ${owner}. ` +
            'Only one process may use a data folder: stop the other server (or script), or point DATA_DIR at another folder. ' +
            `If no such process is running, delete ${lockPath}.`,
        );
      }
      fs.unlinkSync(lockPath); // stale lock of a process that is gone
    }
  }
  throw new Error(`Could not lock ${lockPath}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
