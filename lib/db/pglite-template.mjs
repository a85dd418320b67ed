// A new embedded database starts as a copy of an empty PGlite cluster kept in a cache folder
// (development: ~/.cache/packaging-site/pglite-<version>, set by scripts/dev.mjs as
// PGLITE_TEMPLATE_DIR). PGlite's initdb runs in WebAssembly and took 4–14 s of every fresh DATA_DIR;
// copying the 40 MB cluster takes about 1 s. Plain JavaScript so that scripts/dev.mjs can build the
// template while `next dev` is still compiling (see startTemplate there).
import fs from 'node:fs';
import path from 'node:path';

const WAIT_MS = 180_000;

/** True when `dir` holds a PostgreSQL cluster (initdb writes PG_VERSION). */
export function isCluster(dir) {
  return fs.existsSync(path.join(/*turbopackIgnore: true*/ dir, 'PG_VERSION'));
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

function takeLock(lockFile) {
  try {
    fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
    return true;
  } catch (error) {
    if (error.code !== 'EEXIST') throw error;
    const owner = Number(fs.readFileSync(lockFile, 'utf8').trim());
    if (owner === process.pid || (Number.isInteger(owner) && owner > 0 && alive(owner))) return false;
    fs.rmSync(lockFile, { force: true }); // left by a process that is gone
    return takeLock(lockFile);
  }
}

/**
 * Makes sure `templateDir` holds an empty, cleanly shut down cluster: made here with
 * `create(folder)` (PGlite.create, then close), or by another process (this one waits for it).
 */
export async function ensureTemplate(templateDir, create) {
  if (isCluster(templateDir)) return;
  fs.mkdirSync(path.dirname(templateDir), { recursive: true });
  const lockFile = `${templateDir}.lock`;
  const deadline = Date.now() + WAIT_MS;
  while (!takeLock(lockFile)) {
    if (isCluster(templateDir)) return;
    if (Date.now() > deadline) throw new Error(`${lockFile} is held for over ${WAIT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  try {
    if (isCluster(templateDir)) return;
    // Half-built copies of processes that were stopped while building (their lock is gone).
    const base = path.basename(templateDir);
    for (const name of fs.readdirSync(path.dirname(templateDir))) {
      if (name.startsWith(`${base}.`) && name.endsWith('.tmp'))
        fs.rmSync(path.join(path.dirname(templateDir), name), { recursive: true, force: true });
    }
    const staging = `${templateDir}.${process.pid}.tmp`;
    const client = await create(staging);
    await client.close(); // a shutdown checkpoint: the files are a consistent cluster from here
    fs.rmSync(templateDir, { recursive: true, force: true });
    fs.renameSync(staging, templateDir);
  } finally {
    fs.rmSync(lockFile, { force: true });
  }
}

/**
 * Fills the missing cluster folder `pgDir` with a copy of the template (built first if needed).
 * Returns false, leaving `pgDir` alone, when it already holds a cluster. The copy goes to a
 * temporary name first, so an interrupted start never leaves half a cluster behind.
 */
export async function copyTemplate(pgDir, templateDir, create) {
  if (fs.existsSync(pgDir)) return false;
  await ensureTemplate(templateDir, create);
  const partial = `${pgDir}.partial`;
  fs.rmSync(partial, { recursive: true, force: true });
  // A copy-on-write clone where the file system has them (btrfs, XFS, APFS): nothing to write.
  fs.cpSync(templateDir, partial, { recursive: true, mode: fs.constants.COPYFILE_FICLONE });
  fs.renameSync(partial, pgDir);
  return true;
}
