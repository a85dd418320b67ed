#!/usr/bin/env node
// A throwaway PostgreSQL server for the integration lane: initdb + pg_ctl on a fresh folder under /tmp,
// listening on 127.0.0.1 on a free port, stopped and deleted afterwards.
//   import { findPostgresBin, startThrowawayPostgres } from './pg-throwaway.mjs'
//   node scripts/pg-throwaway.mjs <command …>   runs the command with TEST_DATABASE=postgres and
//                                                TEST_PG_URL set, then stops the server
// initdb refuses to run as root: as root the server runs as the `postgres` user (runuser), on a
// folder that user owns. postgres.js ignores socket paths in URLs, so the URL is TCP.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './lib/stack.mjs';

/** The bin folder of the newest installed PostgreSQL (PG_BIN overrides), or null. */
export function findPostgresBin() {
  const candidates = [];
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN);
  try {
    const versions = fs
      .readdirSync('/usr/lib/postgresql')
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((v) => `/usr/lib/postgresql/${v}/bin`));
  } catch {
    // not a Debian layout
  }
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) if (dir) candidates.push(dir);
  return candidates.find((dir) => fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl'))) ?? null;
}

/** Why the PostgreSQL lane cannot run here, or null when it can. */
export function postgresUnavailableReason() {
  if (!findPostgresBin())
    return 'no PostgreSQL binaries found (/usr/lib/postgresql/*/bin/initdb, PG_BIN or PATH; apt-get install -y postgresql)';
  if (isRoot() && !userExists('postgres')) return 'running as root but there is no `postgres` user to run initdb as';
  return null;
}

function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

function userExists(name) {
  return spawnSync('id', ['-u', name], { stdio: 'ignore' }).status === 0;
}

/**
 * runuser lives in /usr/sbin (util-linux), which a minimal PATH (cron, `env -i`, some CI runners)
 * leaves out: look there too rather than fail with ENOENT.
 */
function runuserPath() {
  const onPath = (process.env.PATH ?? '').split(path.delimiter).map((dir) => path.join(dir, 'runuser'));
  return [...onPath, '/usr/sbin/runuser', '/sbin/runuser'].find((file) => fs.existsSync(file)) ?? 'runuser';
}

/** Runs a PostgreSQL binary, as the `postgres` user when we are root. */
function pg(bin, tool, args, options = {}) {
  const file = path.join(bin, tool);
  const [command, argv] = isRoot() ? [runuserPath(), ['-u', 'postgres', '--', file, ...args]] : [file, args];
  return execFileSync(command, argv, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
}

/**
 * Starts a server. Resolves with its admin URL (superuser `postgres`, database `postgres`, trust auth
 * on 127.0.0.1 only) and `stop()`, which stops it and deletes its folder.
 */
export async function startThrowawayPostgres() {
  const bin = findPostgresBin();
  if (!bin) throw new Error(postgresUnavailableReason() ?? 'no PostgreSQL');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pkg-pg-'));
  fs.chmodSync(dir, 0o700);
  if (isRoot()) execFileSync('chown', ['postgres:postgres', dir]);
  const dataDir = path.join(dir, 'data');
  const started = Date.now();
  try {
    pg(bin, 'initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(`initdb failed: ${error.stderr?.toString() || error.message}`);
  }
  let port = 0;
  let lastError;
  for (let attempt = 0; attempt < 3 && !port; attempt++) {
    const candidate = await freePort();
    const options = [
      `-p ${candidate}`,
      '-c listen_addresses=127.0.0.1',
      `-c unix_socket_directories=${dir}`,
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=200',
    ].join(' ');
    try {
      pg(bin, 'pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', 'start']);
      port = candidate;
    } catch (error) {
      lastError = error;
    }
  }
  const stop = () => {
    try {
      pg(bin, 'pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    } catch {
      // not running
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  if (!port) {
    const serverLog = safeRead(path.join(dir, 'server.log'));
    stop();
    throw new Error(`pg_ctl start failed: ${lastError?.stderr?.toString() || lastError?.message}\n${serverLog}`);
  }
  const version = path.basename(path.dirname(bin));
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    description: `PostgreSQL ${version} on 127.0.0.1:${port} in ${dataDir} (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
    stop,
  };
}

function safeRead(file) {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

// CLI: run a command against a throwaway server.
if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const [command, ...args] = process.argv.slice(2);
  if (!command) {
    console.error('usage: node scripts/pg-throwaway.mjs <command …>   e.g. npx vitest run --project integration');
    process.exit(2);
  }
  const reason = postgresUnavailableReason();
  if (reason) {
    console.error(`PostgreSQL lane unavailable: ${reason}`);
    process.exit(3);
  }
  const server = await startThrowawayPostgres();
  console.log(`[pg-throwaway] ${server.description}`);
  let stopped = false;
  const stopOnce = () => {
    if (!stopped) {
      stopped = true;
      server.stop();
      console.log('[pg-throwaway] stopped');
    }
  };
  process.on('exit', stopOnce);
  const child = spawn(command, args, {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE: 'postgres', TEST_PG_URL: server.url },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => {
    stopOnce();
    process.exit(code ?? (signal ? 1 : 0));
  });
}
