// The Worker of the edge host, for the harnesses (the edge-rehearsal lane and the edge bench):
// bundling it from a production build that exists already, and serving it with `wrangler dev`.
//
// One production build serves every browser lane: OpenNext can skip `next build`
// (`opennextjs-cloudflare build --skipNextBuild`) and only turn an existing build into a Worker
// (about 20 s here, against 1.5-2 min for a build). It expects the app's build in `.next`, so the
// e2e lane's build (.next-e2e) is staged in `.next-edge/`: a folder laid out like the app (its
// config files and a `.next` made of hard links to the build's files, the standalone copy's
// `.next-e2e` renamed, sharp replaced: see stubSharp), nothing of the e2e build itself is changed.
// OpenNext writes the Worker into `.next-edge/.open-next/`.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, startProcess } from './stack.mjs';
import { postgresUnavailableReason } from '../pg-throwaway.mjs';

const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);
export const EDGE_STAGE = path.join(ROOT, '.next-edge');
/** What OpenNext and wrangler read from the app's folder, linked into the stage. */
// package-lock.json: OpenNext takes the folder holding the lock file as the project's root.
const APP_FILES = [
  'package.json',
  'package-lock.json',
  'next.config.ts',
  'tsconfig.json',
  'public',
  'lib',
  'messages',
  'open-next.config.ts',
  // wrangler's build step (wrangler.jsonc `build`) runs scripts/edge-fonts.mjs from the stage.
  'scripts',
];

/**
 * Why the Worker cannot run here, or null. workerd ships as a per-platform npm package
 * (@cloudflare/workerd-<os>-<arch>, an optional dependency of wrangler's `workerd`): missing after an
 * install without dev dependencies, or on a platform it does not support.
 */
export function workerdUnavailableReason() {
  const arch = process.arch === 'x64' ? '64' : process.arch;
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const pkg = `@cloudflare/workerd-${platform}-${arch}`;
  if (fs.existsSync(path.join(ROOT, 'node_modules', pkg))) return null;
  return `workerd is not installed (${pkg}: \`npm ci\` with dev dependencies installs it)`;
}

/**
 * The `edge-rehearsal` lane of scripts/test.mjs (defined here to keep that file short; `scriptLane`
 * is its runner for a harness script): the e2e build as a Worker in workerd, on PostgreSQL and the
 * Supabase stand-in (scripts/edge-rehearsal.mjs). Runs after `cdn`, reusing the same build.
 */
export function edgeRehearsalLane(scriptLane) {
  return {
    name: 'edge-rehearsal',
    // After its bundling step it mostly waits (token expiry, a scheduled post), one journey at a
    // time: it is the longest of the last lanes, so it starts first, beside load (about half of the
    // two cores idle), and goes on through prod-rehearsal, cdn and scale-out.
    beside: 'load',
    title: 'edge rehearsal (the e2e build as a Cloudflare Worker in workerd, on PostgreSQL + the Supabase stand-in, Playwright)',
    unavailable: () => postgresUnavailableReason() ?? workerdUnavailableReason(),
    run: scriptLane('edge-rehearsal.mjs', { browser: true }),
  };
}

/** What a running server writes into a build folder (its image and build caches): never part of the Worker. */
const RUNTIME_DATA = ['cache'];

/**
 * Hard-links `from` into `to` (a new tree; the files are shared, the folders are not), leaving out
 * the paths (relative to `from`) that `skip` names. The build folder may be in use by a lane running
 * beside this one (load's `next start` fills and resets its caches there), so a file that is gone by
 * the time it is linked is passed over.
 */
function linkTree(from, to, skip = () => false, rel = '') {
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const relPath = rel ? `${rel}/${entry.name}` : entry.name;
    if (skip(relPath)) continue;
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    try {
      if (entry.isDirectory()) linkTree(source, target, skip, relPath);
      else if (entry.isSymbolicLink()) fs.symlinkSync(fs.readlinkSync(source), target);
      else fs.linkSync(source, target);
    } catch (error) {
      if (error?.code !== 'ENOENT') throw error;
    }
  }
}

/** The build's JSON files that name its folder: copied (not linked) with `.next` instead. */
function renameDistDir(dir, distDir) {
  for (const file of ['required-server-files.json']) {
    const target = path.join(dir, file);
    if (!fs.existsSync(target)) continue;
    const manifest = JSON.parse(fs.readFileSync(target, 'utf8'));
    manifest.config.distDir = '.next';
    manifest.files = manifest.files?.map((f) => f.replace(`${distDir}/`, '.next/'));
    fs.rmSync(target);
    fs.writeFileSync(target, JSON.stringify(manifest));
  }
}

/**
 * sharp is a native library that workerd cannot load; a build made for Node imports it when a
 * module that uses it loads (every admin page failed with "Could not load the sharp module"). In
 * the stage its package is replaced by one that refuses only when called, with the message of
 * workers/sharp-unavailable.ts (what `npm run build:cloudflare` aliases it to), so the bundled
 * Worker behaves as that build does.
 */
function stubSharp(dir) {
  const source = fs.readFileSync(path.join(ROOT, 'workers', 'sharp-unavailable.ts'), 'utf8');
  const message = /SHARP_UNAVAILABLE =\s*'([^']+)'/.exec(source)?.[1] ?? 'sharp is not available on the Cloudflare Workers host';
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'sharp', version: '0.0.0-workers', main: 'index.js' }));
  fs.writeFileSync(path.join(dir, 'index.js'), `module.exports = function sharp() {\n  throw new Error(${JSON.stringify(message)});\n};\n`);
}

/** Lays out `.next-edge/` from the build in `distDir` (see the top of this file). */
export function stageBuild(distDir) {
  const build = path.join(ROOT, distDir);
  if (!fs.existsSync(path.join(build, 'standalone', distDir, 'server')))
    throw new Error(`${distDir}/standalone is missing: build first (the e2e lane, or E2E_DIST_DIR=${distDir} npm run test:e2e)`);
  fs.rmSync(EDGE_STAGE, { recursive: true, force: true });
  fs.mkdirSync(EDGE_STAGE);
  for (const name of APP_FILES) fs.symlinkSync(path.join(ROOT, name), path.join(EDGE_STAGE, name));
  // The Worker's entry imports the generated worker relative to itself: a copy, not a link.
  fs.mkdirSync(path.join(EDGE_STAGE, 'workers'));
  for (const name of fs.readdirSync(path.join(ROOT, 'workers'))) {
    const [from, to] = [path.join(ROOT, 'workers', name), path.join(EDGE_STAGE, 'workers', name)];
    if (name.startsWith('entry.')) fs.copyFileSync(from, to);
    else fs.symlinkSync(from, to);
  }
  fs.copyFileSync(path.join(ROOT, 'wrangler.jsonc'), path.join(EDGE_STAGE, 'wrangler.jsonc'));
  const dotNext = path.join(EDGE_STAGE, '.next');
  linkTree(build, dotNext, (rel) => rel === 'standalone' || RUNTIME_DATA.includes(rel));
  linkTree(path.join(build, 'standalone'), path.join(dotNext, 'standalone'), (rel) => rel === distDir);
  linkTree(path.join(build, 'standalone', distDir), path.join(dotNext, 'standalone', '.next'), (rel) => RUNTIME_DATA.includes(rel));
  renameDistDir(dotNext, distDir);
  renameDistDir(path.join(dotNext, 'standalone', '.next'), distDir);
  // node_modules: each package linked, but sharp (OpenNext bundles external packages from here).
  const modules = path.join(EDGE_STAGE, 'node_modules');
  fs.mkdirSync(modules);
  for (const name of fs.readdirSync(path.join(ROOT, 'node_modules'))) {
    if (name !== 'sharp') fs.symlinkSync(path.join(ROOT, 'node_modules', name), path.join(modules, name));
  }
  stubSharp(path.join(modules, 'sharp'));
  stubSharp(path.join(dotNext, 'standalone', 'node_modules', 'sharp'));
  return EDGE_STAGE;
}

/**
 * `opennextjs-cloudflare build --skipNextBuild` in the stage: the Worker of the build in `distDir`.
 * Returns the stage folder (it holds wrangler.jsonc and .open-next/) and the seconds it took.
 */
export async function bundleWorker({ distDir, logFile }) {
  const started = Date.now();
  const cwd = stageBuild(distDir);
  await runTo(logFile, bin('opennextjs-cloudflare'), ['build', '--skipNextBuild'], {
    cwd,
    env: { ...process.env, BUILD_TARGET: 'workers' },
  });
  return { dir: cwd, seconds: (Date.now() - started) / 1000 };
}

/**
 * Serves the Worker in `dir` (a folder with wrangler.jsonc and .open-next/: the repository after
 * `npm run build:cloudflare`, or the stage) with `wrangler dev` on 127.0.0.1:`port`, its variables
 * from `env` (what `wrangler secret put` sets in production). Fresh miniflare state (R2, D1) per start
 * after OpenNext's populateCache put the prerendered pages in it. Resolves once the Worker answers.
 */
export async function startWorker({ dir = ROOT, port, env, logDir, timeoutMs = 180_000 }) {
  const envFile = path.join(logDir, 'worker.env');
  fs.writeFileSync(
    envFile,
    Object.entries(env)
      .map(([k, v]) => `${k}=${v}`)
      .join('\n') + '\n',
  );
  fs.rmSync(path.join(dir, '.wrangler', 'state'), { recursive: true, force: true });
  // WRANGLER_DISABLE_REQUEST_BODY_DRAINING: `wrangler dev` wraps the Worker in a middleware that reads
  // every request body to its end before the answer leaves, which a deployed Worker does not: with it,
  // a body refused from its headers would still be waited for.
  const toolEnv = { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: '1', WRANGLER_DISABLE_REQUEST_BODY_DRAINING: 'true' };
  await runTo(path.join(logDir, 'populate.log'), bin('opennextjs-cloudflare'), ['populateCache', 'local'], { cwd: dir, env: toolEnv });
  const args = ['dev', '--ip', '127.0.0.1', '--port', String(port), '--env-file', envFile, '--inspector-port', String(port + 1)];
  const worker = startProcess(bin('wrangler'), [...args, '--show-interactive-dev-session=false'], {
    cwd: dir,
    env: toolEnv,
    logFile: path.join(logDir, 'wrangler.log'),
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    // The first answer includes the isolate's start and the first render: the cold start.
    const firstMs = await waitForAnswer(`${url}/`, worker, timeoutMs);
    return { url, port, process: worker, stop: () => worker.stop(), coldStartMs: firstMs, logFile: path.join(logDir, 'wrangler.log') };
  } catch (error) {
    await worker.stop();
    throw error;
  }
}

/** Polls until `url` answers; returns how long the answering request took (the cold start). */
async function waitForAnswer(url, worker, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (worker.hasExited()) throw new Error('wrangler dev exited before the Worker answered (see wrangler.log)');
    const started = performance.now();
    try {
      await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(60_000) });
      return performance.now() - started;
    } catch {
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Runs a command to its end with output to `logFile`; rejects on a non-zero exit. */
function runTo(logFile, command, args, { cwd, env }) {
  return new Promise((resolve, reject) => {
    const child = startProcess(command, args, { cwd, env, logFile });
    child.child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(command)} ${args.join(' ')} exited ${code}; see ${logFile}`)),
    );
  });
}
