#!/usr/bin/env node
// `npm test -- --only=image`: the Dockerfile replayed without a Docker daemon, from scratch (nothing
// of the e2e build is reused). Reads the Dockerfile (scripts/lib/dockerfile.mjs), replays its stages
// in a temporary folder (scripts/lib/image-replay.mjs: npm ci from the lock, next build with
// SITE_URL, the COPY lines), then runs its CMD with its ENV as its USER, app folder read-only, only
// the VOLUME writable (scripts/lib/image-run.mjs), and checks what a deployer needs.
//   IMAGE_PORT (default: a free one)   IMAGE_KEEP=1 keeps the temporary folder (its path is printed)
//   IMAGE_DOCKERFILE=<path> replays another Dockerfile (the build context stays the repository)
//   IMAGE_JSON_REPORT=<file>: { counts } for scripts/test.mjs
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseDockerfile } from './lib/dockerfile.mjs';
import { replayStages } from './lib/image-replay.mjs';
import { prepareImage, runHealthcheck, startImage } from './lib/image-run.mjs';
import { reexecOnSupportedNode } from './setup/node.mjs';
import { exitOnSignals, findChromium, freePort, log, printLogTail, randomSecret, ROOT, run, waitForHealth } from './lib/server.mjs';

const ADMIN = { email: 'admin@example.com', password: 'image-admin-Kardus-5307' };
const checks = [];
function check(name, ok, detail = '') {
  checks.push({ name, ok: !!ok, detail });
  console.log(`${ok ? '\x1b[32m✓' : '\x1b[31m✗'} ${name}\x1b[0m${detail ? `  (${detail})` : ''}`);
}

async function get(url, init) {
  try {
    const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(30_000), ...init });
    return {
      status: res.status,
      type: res.headers.get('content-type') ?? '',
      cache: res.headers.get('x-nextjs-cache'),
      body: Buffer.from(await res.arrayBuffer()),
    };
  } catch (error) {
    return { status: 0, type: '', cache: null, body: Buffer.from(String(error)) };
  }
}

async function checkServer(base, image, prepared, server) {
  const healthy = await waitForHealth(base, server, 120_000).then(
    () => true,
    () => false,
  );
  check('GET /api/health answers 200', healthy);
  const health = runHealthcheck(image, prepared, server.env);
  check("the Dockerfile's HEALTHCHECK passes", health.code === 0, health.code === 0 ? '' : health.output.trim().slice(0, 300));

  const home = await get(`${base}/`);
  check('the home page is served', home.status === 200 && home.type.includes('text/html'), `HTTP ${home.status}`);
  const asset = home.body.toString().match(/\/_next\/static\/[^"'\s]+?\.(?:js|css)/)?.[0];
  const assetRes = asset ? await get(base + asset) : { status: 0 };
  check('a static asset under /_next/static is served', assetRes.status === 200, `${asset ?? 'no asset link'}: HTTP ${assetRes.status}`);
  const favicon = await get(`${base}/favicon.ico`);
  const publicFile = fs.readdirSync(path.join(ROOT, 'public')).find((f) => /\.(svg|png|ico|webp|jpg)$/.test(f));
  const publicRes = publicFile ? await get(`${base}/${publicFile}`) : favicon;
  check('a file from public/ is served', publicRes.status === 200, `${publicFile ?? 'favicon.ico'}: HTTP ${publicRes.status}`);

  // `/product/1` answers 308 to its slug address: followed, as a browser does.
  const product = await get(`${base}/product/1`, { redirect: 'follow' });
  const html = product.body.toString().replaceAll('%2F', '/');
  check('a public product page is served', product.status === 200, `HTTP ${product.status}`);
  const photo = html.match(/\/storage\/[^"'\s?&]+\.(?:jpe?g|png|webp)/)?.[0];
  const photoRes = photo ? await get(base + photo) : { status: 0, type: '' };
  check(
    'a product photo is served',
    photoRes.status === 200 && photoRes.type.startsWith('image/'),
    `${photo ?? 'no photo link'}: HTTP ${photoRes.status} ${photoRes.type}`,
  );
  const resized = photo ? `${base}/_next/image?url=${encodeURIComponent(photo)}&w=640&q=75` : null;
  const optimised = resized ? await get(resized) : { status: 0, type: '' };
  check(
    'the image optimiser serves it resized',
    optimised.status === 200 && optimised.type.startsWith('image/'),
    `HTTP ${optimised.status} ${optimised.type}`,
  );
  // The app folder is read-only: the optimiser's disk cache must live in the image's cache folder
  // (NEXT_CACHE_DIR), or every request resizes the photo again.
  const again = resized ? await get(resized) : { status: 0, cache: null };
  check('the resized photo is served from the disk cache the second time', again.cache === 'HIT', `X-Nextjs-Cache: ${again.cache}`);
}

async function adminJourney(base) {
  const chromium = findChromium();
  if (!chromium)
    return check('an admin signs in and saves a product with a photo', false, 'no Chromium (see scripts/setup/system-packages.mjs)');
  const report = path.join(os.tmpdir(), `pkg-image-pw-${process.pid}.json`);
  const { code } = await run(
    process.execPath,
    [path.join(ROOT, 'node_modules', '@playwright', 'test', 'cli.js'), 'test', '-c', 'e2e-image/playwright.config.ts'],
    {
      env: {
        ...process.env,
        IMAGE_BASE_URL: base,
        IMAGE_ADMIN_EMAIL: ADMIN.email,
        IMAGE_ADMIN_PASSWORD: ADMIN.password,
        CHROME_PATH: chromium,
        E2E_JSON_REPORT: report,
      },
    },
  );
  fs.rmSync(report, { force: true });
  check('an admin signs in and saves a product with a photo (Playwright, e2e-image/)', code === 0, code === 0 ? '' : `exit ${code}`);
}

async function main() {
  // The replayed image's Node is this one: run on the supported line even when started by hand.
  await reexecOnSupportedNode();
  exitOnSignals();
  const port = Number(process.env.IMAGE_PORT) || (await freePort());
  const base = `http://127.0.0.1:${port}`;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pkg-image-'));
  const logFile = path.join(tmp, 'server.log');
  const started = Date.now();
  let server = null;
  try {
    // IMAGE_DOCKERFILE: another Dockerfile (e.g. one with a step broken on purpose, to see the lane fail).
    const dockerfile = path.resolve(ROOT, process.env.IMAGE_DOCKERFILE || 'Dockerfile');
    const stages = parseDockerfile(fs.readFileSync(dockerfile, 'utf8'), {
      SITE_URL: base,
      // The typecheck lane has checked the same sources: not again inside this build (2 cores).
      NEXT_SKIP_TYPECHECK: '1',
    });
    log(`Dockerfile: ${stages.map((s) => `${s.name} (FROM ${s.from}, ${s.steps.length} steps)`).join(', ')}; replay in ${tmp}`);
    // What the base image provides: Node (this one: .nvmrc's line), a shell, npm's download cache
    // (~/.npm, offline first: the replay stays a clean install, only without re-downloading).
    const baseEnv = {
      PATH: `${path.dirname(process.execPath)}:/usr/local/bin:/usr/bin:/bin`,
      HOME: os.homedir(),
      npm_config_prefer_offline: 'true',
      npm_config_update_notifier: 'false',
    };
    const image = await replayStages(stages, { contextDir: ROOT, tmp, baseEnv, log });
    log(
      `image built in ${((Date.now() - started) / 1000).toFixed(0)} s; USER ${image.user}, VOLUME ${image.volumes.join(' ') || '(none)'}, CMD ${image.cmd?.argv.join(' ')}`,
    );
    const prepared = prepareImage(image);
    // Only what the server needs ships: a path built from a variable (`path.resolve(dataDir)`) makes
    // the build's file tracing copy the whole project (tests, docs) into the standalone folder.
    const stray = ['tests', 'e2e', 'docs', 'README.md', '.env.example'].filter((f) => fs.existsSync(path.join(prepared.appDir, f)));
    check('the image carries the server, not the source tree', stray.length === 0, stray.length ? `found ${stray.join(', ')}` : '');
    const env = {
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      SESSION_SECRET: randomSecret(),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      BLOG_ADMIN_EMAILS: ADMIN.email,
    };
    const dataDir = env.DATA_DIR ?? image.env.DATA_DIR;
    check(
      `DATA_DIR (${dataDir ?? 'unset'}) is a VOLUME`,
      dataDir && image.volumes.some((v) => dataDir === v || dataDir.startsWith(`${v}/`)),
    );
    server = startImage(image, prepared, { env, logFile });
    await checkServer(base, image, prepared, server);
    await adminJourney(base);
    const stop = await server.stop();
    check(
      'SIGTERM stops the server with exit code 0 within 10 s',
      stop?.code === 0,
      stop ? `exit ${stop.code ?? stop.signal} after ${stop.seconds.toFixed(1)} s` : 'still running after 10 s',
    );
    // A read-only app folder must not cost the image cache (it lives in NEXT_CACHE_DIR) or the page cache (memory).
    const cacheErrors = fs
      .readFileSync(logFile, 'utf8')
      .split('\n')
      .filter((line) => /EROFS|EACCES|Failed to (update prerender cache|write image to cache)|unhandledRejection/i.test(line));
    check('the server logged no cache write errors', cacheErrors.length === 0, cacheErrors.slice(0, 3).join(' | '));
    server = null;
    const volumeFiles = dataDir ? fs.readdirSync(path.join(image.rootfs, dataDir)) : [];
    check('the database and photos were written to the volume', volumeFiles.length > 0, `${dataDir}: ${volumeFiles.join(', ')}`);
  } catch (error) {
    check('the Dockerfile replays and its CMD starts', false, error instanceof Error ? error.message : String(error));
  } finally {
    server?.kill();
    if (checks.some((c) => !c.ok)) printLogTail(logFile, 60);
    if (process.env.IMAGE_KEEP) log(`kept ${tmp}`);
    // The stages' node_modules are tens of thousands of files: on a busy disk removing them takes
    // minutes, which is no part of the test, so rm -rf goes on in the background.
    else spawn('rm', ['-rf', tmp], { detached: true, stdio: 'ignore' }).unref();
  }
  const failed = checks.filter((c) => !c.ok).length;
  log(`image lane: ${checks.length - failed} passed, ${failed} failed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (process.env.IMAGE_JSON_REPORT) {
    fs.writeFileSync(
      process.env.IMAGE_JSON_REPORT,
      JSON.stringify({ counts: { passed: checks.length - failed, failed, skipped: 0 }, checks }, null, 2),
    );
  }
  return failed ? 1 : 0;
}

process.exitCode = await main();
