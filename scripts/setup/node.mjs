#!/usr/bin/env node
// Makes every entry point (npm test, npm run dev, .ci/run) run on a supported Node even where the
// machine's own Node is older: the official binary is fetched once from the npm registry (the
// `node-linux-<arch>` package ships it as bin/node) into ~/.cache/packaging-site/node-<version>.
// Kept to syntax Node 18 understands, since it is what runs BEFORE the right Node is there.
//   node scripts/setup/node.mjs --print-bin   prints the bin folder to put first in PATH
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The Node release fetched when the machine's one is too old (current LTS line, see .nvmrc). */
export const NODE_VERSION = '24.21.0';

/** Same rule as package.json "engines": 24.11+ on the 24 LTS line, or 26 and later. */
export function isSupportedNode(version) {
  const [major, minor] = version.replace(/^v/, '').split('.').map(Number);
  return (major === 24 && minor >= 11) || major >= 26;
}

function cacheDir() {
  const base = process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache');
  return path.join(base, 'packaging-site', `node-${NODE_VERSION}`);
}

/** Downloads (once) and returns the folder holding the supported `node` binary. */
export function installedNodeBin() {
  const dir = cacheDir();
  const bin = path.join(dir, 'bin');
  if (fs.existsSync(path.join(bin, 'node'))) return bin;
  const arch = { x64: 'x64', arm64: 'arm64' }[process.arch];
  if (process.platform !== 'linux' || !arch) {
    throw new Error(
      `Node ${process.version} is too old and no binary can be fetched for ${process.platform}-${process.arch}: install Node ${NODE_VERSION}`,
    );
  }
  const spec = `node-linux-${arch}@${NODE_VERSION}`;
  console.error(`[setup] Node ${process.version} is not supported (need 24.11+): fetching ${spec} from the npm registry into ${dir}`);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pkg-node-'));
  try {
    // npm pack checks the tarball against the registry's integrity hash.
    const pack = spawnSync('npm', ['pack', spec, '--silent', '--pack-destination', tmp], {
      stdio: ['ignore', 'pipe', 'inherit'],
      encoding: 'utf8',
    });
    if (pack.status !== 0) throw new Error(`npm pack ${spec} failed (exit ${pack.status})`);
    const tarball = path.join(tmp, pack.stdout.trim().split('\n').pop());
    const unpack = spawnSync('tar', ['-xzf', tarball, '-C', tmp], { stdio: 'inherit' });
    if (unpack.status !== 0) throw new Error(`could not unpack ${tarball}`);
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    // Rename into place last, so an interrupted download never leaves a half-filled cache folder.
    const staged = `${dir}.partial-${process.pid}`;
    fs.renameSync(path.join(tmp, 'package'), staged);
    fs.chmodSync(path.join(staged, 'bin', 'node'), 0o755);
    fs.rmSync(dir, { recursive: true, force: true });
    fs.renameSync(staged, dir);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  return bin;
}

/**
 * On an unsupported Node: runs this same command again under the fetched one (PATH gets its bin
 * first, so npm and child scripts use it too), passes signals on, and exits with its code; the
 * returned promise then never settles, so `await` keeps the caller from going on. Resolves at once
 * on a supported Node.
 */
export function reexecOnSupportedNode() {
  if (isSupportedNode(process.version)) return Promise.resolve();
  const bin = installedNodeBin();
  const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}` };
  const child = spawn(path.join(bin, 'node'), [...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit', env });
  // A CI timeout or `kill` reaches this process only: hand it on, so no run is left orphaned.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return new Promise(() => {});
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  if (process.argv.includes('--print-bin')) {
    console.log(isSupportedNode(process.version) ? path.dirname(process.execPath) : installedNodeBin());
  } else {
    console.error('usage: node scripts/setup/node.mjs --print-bin');
    process.exit(2);
  }
}
