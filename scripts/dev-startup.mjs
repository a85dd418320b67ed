#!/usr/bin/env node
// Times a first `npm run dev`: starts scripts/dev.mjs on a fresh DATA_DIR, notes when the log says
// migrations applied, demo content seeded, database ready, Next ready (and warmed up), then visits
// /, /product/1, /category/6, /login, signs in and visits /admin-panel, one at a time, timing each
// to its last byte. Prints the figures (and writes them as JSON with --json <file>).
//
//   node scripts/dev-startup.mjs [--port 4800] [--cold] [--cold-cache] [--dist-dir .next-dev-startup] [--json out.json] [--root <checkout>]
//
// --cold        delete the dist dir first: Turbopack's compile cache is empty, as on a fresh clone
// --cold-cache  empty seed photo and database template caches (a machine that never ran the site)
// --wait-warm   start the visits after the warm-up's "warmed up" line, not at Next's "Ready"
// --root        time another checkout's `npm run dev` (e.g. an older commit, for a before/after)
// DEV_WARMUP=0 in the environment turns the warm-up off, so the visits pay the first compiles.
// The dist dir is its own (not .next), so a running `npm run dev` is never disturbed; Next adds it
// to tsconfig.json's include list, so tsconfig.json is put back as it was at the end.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startupEvent, startupReport } from './lib/dev-startup.mjs';

const { values: opts } = parseArgs({
  options: {
    port: { type: 'string', default: '4800' },
    cold: { type: 'boolean', default: false },
    'cold-cache': { type: 'boolean', default: false },
    root: { type: 'string' },
    'dist-dir': { type: 'string', default: '.next-dev-startup' },
    json: { type: 'string' },
    'wait-warm': { type: 'boolean', default: false },
    timeout: { type: 'string', default: '900' },
  },
});

const ROOT = path.resolve(opts.root ?? path.join(import.meta.dirname, '..'));
const tsconfig = fs.readFileSync(path.join(ROOT, 'tsconfig.json'), 'utf8');
const origin = `http://127.0.0.1:${opts.port}`;
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-startup-'));
const env = { ...process.env, DATA_DIR: path.join(scratch, 'data'), NEXT_DIST_DIR: opts['dist-dir'] };
delete env.SESSION_SECRET; // dev.mjs makes one in the fresh DATA_DIR, as on a first start
if (opts['cold-cache']) {
  env.SEED_PHOTO_CACHE_DIR = path.join(scratch, 'photos');
  env.PGLITE_TEMPLATE_DIR = path.join(scratch, 'pglite-template');
}
if (opts.cold) fs.rmSync(path.join(ROOT, opts['dist-dir']), { recursive: true, force: true });

const started = performance.now();
const since = () => Math.round(performance.now() - started);
const child = spawn(process.execPath, ['scripts/dev.mjs', '--port', opts.port], {
  cwd: ROOT,
  env,
  detached: true, // its own process group, so the whole tree (next dev and its workers) stops at the end
  stdio: ['ignore', 'pipe', 'pipe'],
});
const log = fs.createWriteStream(path.join(scratch, 'dev.log'));
const marks = {};
const waiters = new Map();
for (const stream of [child.stdout, child.stderr]) {
  let buffered = '';
  stream.on('data', (chunk) => {
    log.write(chunk);
    buffered += chunk;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) {
      const event = startupEvent(line);
      if (!event || marks[event] !== undefined) continue;
      marks[event] = since();
      console.log(`[dev-startup] ${event} at ${(marks[event] / 1000).toFixed(1)} s`);
      waiters.get(event)?.();
    }
  });
}
let exited = false;
child.on('exit', () => (exited = true));

function stop() {
  if (exited) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}
process.on('exit', stop);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

function waitFor(event, ms) {
  if (marks[event] !== undefined) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no "${event}" within ${ms / 1000} s (log: ${scratch}/dev.log)`)), ms);
    waiters.set(event, () => {
      clearTimeout(timer);
      resolve();
    });
    child.on('exit', () => reject(new Error(`npm run dev exited before "${event}" (log: ${scratch}/dev.log)`)));
  });
}

async function visit(label, url, init = {}) {
  const t = performance.now();
  const res = await fetch(`${origin}${url}`, { redirect: 'manual', ...init });
  await res.arrayBuffer();
  return { label, ms: Math.round(performance.now() - t), at: since(), status: res.status, res };
}

try {
  await waitFor('ready', Number(opts.timeout) * 1000);
  // By default the visits start at Next's "Ready", like a newcomer who opens the browser at once
  // (with the warm-up on, they then share its compiles); --wait-warm waits for the warm-up first.
  if (opts['wait-warm']) await waitFor('warm', Number(opts.timeout) * 1000);
  const visits = [];
  for (const url of ['/', '/product/1', '/category/6', '/login']) visits.push(await visit(url, url));
  const signIn = await visit('sign-in (POST)', '/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: env.ADMIN_EMAIL ?? 'admin@example.com', password: env.ADMIN_PASSWORD ?? 'admin12345', locale: 'en' }),
  });
  visits.push(signIn);
  const cookie = signIn.res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  visits.push(await visit('/admin-panel (signed in)', '/admin-panel', { headers: { cookie } }));
  const report = startupReport(marks, visits);
  console.log(
    `\n${report}\n(load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}; log ${scratch}/dev.log)`,
  );
  if (opts.json) {
    const figures = { marks, visits: visits.map(({ label, ms, at, status }) => ({ label, ms, at, status })), loadavg: os.loadavg(), opts };
    fs.writeFileSync(opts.json, `${JSON.stringify(figures, null, 2)}\n`);
  }
  const failed = visits.filter((v) => v.status >= 400);
  if (failed.length) throw new Error(`failed visits: ${failed.map((v) => `${v.label} ${v.status}`).join(', ')}`);
} catch (error) {
  console.error(`[dev-startup] ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  stop();
  await new Promise((resolve) => (exited ? resolve() : child.on('exit', resolve)));
  fs.rmSync(path.join(scratch, 'data'), { recursive: true, force: true });
  for (const dir of ['photos', 'pglite-template']) fs.rmSync(path.join(scratch, dir), { recursive: true, force: true });
  fs.writeFileSync(path.join(ROOT, 'tsconfig.json'), tsconfig);
}
