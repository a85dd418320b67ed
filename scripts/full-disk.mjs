#!/usr/bin/env node
// `npm test -- --only=full-disk` (or `node scripts/full-disk.mjs [playwright args]`): the embedded
// default on a disk that fills up (decision 086).
//   1. a tmpfs of its own (FULL_DISK_SIZE, default 384m) mounted in a work folder: the data folder's
//      disk, so filling it up fills nothing else on the machine (root only; skipped otherwise)
//   2. the e2e lane's build (built here only if missing), its standalone folder copied into the work
//      folder; the journeys start it as the Dockerfile does (`node server.mjs`) with DATA_DIR on the
//      tmpfs and the default reserve (DISK_RESERVE_MB unset: 64 MB)
//   3. Playwright journeys in e2e-full-disk/: a filler file takes the disk down to "low" and "full";
//      a quote request, a blog image and a post save are refused in the page's language with nothing
//      stored, the site keeps serving; a product photo on a tiny volume of its own meets a real
//      ENOSPC; the filler goes and the same forms work without a restart; the rows are read back
//   4. the server stopped (should a journey have left it) and every tmpfs unmounted, always
//   E2E_DIST_DIR  build folder (default .next-e2e)   FULL_DISK_KEEP=1  keep the work folder's logs
import fs from 'node:fs';
import path from 'node:path';
import {
  buildApp,
  builtSiteUrl,
  CHROMIUM_HELP,
  exitOnSignals,
  findChromium,
  freePort,
  log,
  makeTempDataDir,
  randomSecret,
  ROOT,
  run,
  serverEnv,
} from './lib/server.mjs';
import { prepareStandalone, resetRuntimeCache } from './lib/stack.mjs';
import { isMountPoint, mountTmpfs, tmpfsUnavailableReason, unmountTmpfs } from './lib/tmpfs.mjs';

/** The server a journey started and did not stop (its pid file): killed, so the tmpfs can go. */
function killLeftServer(pidFile) {
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8'));
  try {
    process.kill(-pid, 'SIGKILL');
    log(`killed the server left running (process group ${pid})`);
  } catch {
    // gone already
  }
}

/** Every tmpfs under `dir`, innermost first (the photos' small volume sits inside the disk). */
function unmountAll(dir) {
  const mounts = fs
    .readFileSync('/proc/self/mounts', 'utf8')
    .split('\n')
    .map((line) => line.split(' ')[1])
    .filter((target) => target && (target === dir || target.startsWith(`${dir}/`)))
    .sort((a, b) => b.length - a.length);
  for (const target of mounts) if (!unmountTmpfs(target)) console.error(`[full-disk] could not unmount ${target}`);
  return !isMountPoint(dir);
}

async function main() {
  exitOnSignals();
  const skip = tmpfsUnavailableReason();
  if (skip) {
    log(`full-disk SKIPPED: ${skip}`);
    return 0;
  }
  const chromium = findChromium();
  if (!chromium) {
    console.error(CHROMIUM_HELP);
    return 1;
  }
  const distDir = process.env.E2E_DIST_DIR || '.next-e2e';
  const started = Date.now();
  const workDir = makeTempDataDir('pkg-full-disk-');
  const disk = path.join(workDir, 'disk');
  const pidFile = path.join(workDir, 'server.pid');
  let exitCode = 1;
  try {
    if (!fs.existsSync(path.join(ROOT, distDir, 'standalone', 'server.mjs'))) {
      await buildApp(serverEnv({ distDir, dataDir: path.join(workDir, 'build-data'), port: 3000, sessionSecret: randomSecret() }));
    } else log(`reusing the production build in ${distDir}`);
    // Its own copy: a server writes its page cache into its folder (and the other lanes serve theirs).
    const standalone = prepareStandalone(distDir, path.join(workDir, 'standalone'));
    resetRuntimeCache(path.join(standalone, distDir));
    const size = process.env.FULL_DISK_SIZE || '384m';
    mountTmpfs(disk, size);
    log(`tmpfs of ${size} mounted on ${disk}`);
    const env = serverEnv({
      distDir,
      dataDir: path.join(disk, 'data'),
      port: 3000,
      sessionSecret: randomSecret(),
      extra: {
        SITE_URL: builtSiteUrl(distDir) ?? 'http://127.0.0.1:3000',
        // As the Dockerfile: SIGTERM closes the database (a clean stop) before the rows are read back.
        NEXT_MANUAL_SIG_HANDLE: '1',
      },
    });
    const pwCli = path.join(ROOT, 'node_modules', '@playwright', 'test', 'cli.js');
    const result = await run(
      process.execPath,
      [pwCli, 'test', '--config', 'e2e-full-disk/playwright.config.ts', ...process.argv.slice(2)],
      {
        env: {
          ...process.env,
          NODE_ENV: 'test',
          CHROME_PATH: chromium,
          FULL_DISK_WORK: workDir,
          FULL_DISK_MOUNT: disk,
          FULL_DISK_STANDALONE: standalone,
          FULL_DISK_PID_FILE: pidFile,
          FULL_DISK_PORT: String(await freePort()),
          FULL_DISK_SERVER_ENV: JSON.stringify(env),
        },
      },
    );
    exitCode = result.code;
    log(`full-disk lane: ${((Date.now() - started) / 1000).toFixed(0)} s`);
    if (exitCode !== 0) log(`journeys failed; the server's log is in ${workDir}/server.log`);
  } catch (error) {
    console.error(`\n[full-disk] ${error instanceof Error ? error.stack : error}`);
    exitCode = 1;
  } finally {
    killLeftServer(pidFile);
    if (!unmountAll(disk)) exitCode = 1;
    const keep = exitCode !== 0 || process.env.FULL_DISK_KEEP;
    if (!keep) fs.rmSync(workDir, { recursive: true, force: true });
    else {
      // The standalone copy is 80 MB of nothing to look at; the logs stay.
      fs.rmSync(path.join(workDir, 'standalone'), { recursive: true, force: true });
      log(`kept ${workDir}`);
    }
  }
  return exitCode;
}

process.exitCode = await main();
