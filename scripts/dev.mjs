#!/usr/bin/env node
// `npm run dev`: the site on the embedded default. Keeps a development SESSION_SECRET in DATA_DIR
// (middleware runs on the edge runtime and cannot read files, so it must come in through the
// environment) and starts `next dev` on 127.0.0.1 unless HOST says otherwise (scripts/lib/dev-args.mjs).
// A first start is mostly initdb, the seed photos and Turbopack's first compiles, so it reuses a
// cached empty database and the rendered photos (scripts/lib/dev-cache.mjs), builds a missing
// database template while Next compiles, and warms the main pages up in the background
// (scripts/lib/dev-warmup.mjs; DEV_WARMUP=0 turns that off).
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isCluster } from '../lib/db/pglite-template.mjs';
import { devCacheEnv } from './lib/dev-cache.mjs';
import { nextDevArgs } from './lib/dev-args.mjs';
import { warmUp, warmupOrigin, WARMUP_PATHS } from './lib/dev-warmup.mjs';
import { reexecOnSupportedNode } from './setup/node.mjs';

// On an older Node, run again under Node 24 fetched from the npm registry (scripts/setup/node.mjs).
await reexecOnSupportedNode();

const dataDir = process.env.DATA_DIR || '.data';
fs.mkdirSync(dataDir, { recursive: true });
if (!process.env.SESSION_SECRET) {
  const secretFile = path.join(dataDir, 'session-secret');
  if (!fs.existsSync(secretFile)) fs.writeFileSync(secretFile, crypto.randomBytes(48).toString('base64url'), { mode: 0o600 });
  process.env.SESSION_SECRET = fs.readFileSync(secretFile, 'utf8').trim();
}

const children = [];
const embedded = !process.env.DATABASE_URL;
if (embedded) {
  const { version } = JSON.parse(fs.readFileSync('node_modules/@electric-sql/pglite/package.json', 'utf8'));
  Object.assign(process.env, devCacheEnv(process.env, os.homedir(), version));
  const template = process.env.PGLITE_TEMPLATE_DIR;
  if (!fs.existsSync(path.join(dataDir, 'pg')) && !isCluster(template)) {
    console.log(`▲ first start on this machine: preparing an empty database in ${template}`);
    children.push(spawn(process.execPath, ['scripts/lib/dev-template.mjs', template], { stdio: 'inherit' }));
  }
}

const argv = process.argv.slice(2);
const next = spawn(process.execPath, ['node_modules/next/dist/bin/next', ...nextDevArgs(argv, process.env)], {
  stdio: 'inherit',
  env: process.env,
});
children.push(next);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => children.forEach((child) => child.kill(signal)));
next.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

if (process.env.DEV_WARMUP !== '0') {
  const origin = warmupOrigin(argv, process.env);
  const { ms, done } = await warmUp(origin, WARMUP_PATHS);
  if (done.length) console.log(`▲ warmed up: ${done.join(' ')} (${(ms / 1000).toFixed(1)} s) – open ${origin}`);
}
