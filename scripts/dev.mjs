#!/usr/bin/env node
// `npm run dev`: the site on the embedded default. Keeps a development SESSION_SECRET in DATA_DIR
// (middleware runs on the edge runtime and cannot read files, so it must come in through the
// environment) and starts `next dev` on 127.0.0.1 unless HOST says otherwise (scripts/lib/dev-args.mjs).
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { nextDevArgs } from './lib/dev-args.mjs';
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

const child = spawn(process.execPath, ['node_modules/next/dist/bin/next', ...nextDevArgs(process.argv.slice(2), process.env)], {
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
