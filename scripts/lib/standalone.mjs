// Starts the standalone server the way the Dockerfile does: `node server.js` inside
// `<distDir>/standalone`, after copying `public/` and `<distDir>/static` next to it (Next leaves
// those out of the standalone folder on purpose: a CDN may serve them).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { resetRuntimeCache, ROOT, SERVER_NODE_FLAGS, sleep } from './server.mjs';

export function prepareStandalone(distDir) {
  const dir = path.join(ROOT, distDir, 'standalone');
  if (!fs.existsSync(path.join(dir, 'server.js'))) throw new Error(`${distDir}/standalone/server.js is missing (output: 'standalone')`);
  fs.cpSync(path.join(ROOT, 'public'), path.join(dir, 'public'), { recursive: true });
  fs.cpSync(path.join(ROOT, distDir, 'static'), path.join(dir, distDir, 'static'), { recursive: true });
  return dir;
}

export function startStandalone({ distDir, port, env, logFile }) {
  const dir = prepareStandalone(distDir);
  resetRuntimeCache(path.join(dir, distDir));
  const out = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'server.js'], {
    cwd: dir,
    env: { ...env, PORT: String(port), HOSTNAME: '127.0.0.1' },
    detached: true,
    stdio: ['ignore', out, out],
  });
  let exited = false;
  child.on('exit', () => (exited = true));
  const kill = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // gone
    }
  };
  process.once('exit', () => !exited && kill('SIGKILL'));
  return {
    hasExited: () => exited,
    async stop() {
      if (exited) return;
      kill('SIGTERM');
      for (let i = 0; i < 50 && !exited; i++) await sleep(100);
      if (!exited) kill('SIGKILL');
    },
  };
}

export async function waitHealthy(baseUrl, server, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.hasExited()) throw new Error('the server exited before it became healthy (see server.log)');
    try {
      const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(5000) });
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(300);
  }
  throw new Error(`${baseUrl}/api/health did not answer 200 within ${timeoutMs / 1000} s`);
}
