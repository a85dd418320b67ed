// Debian's redis-server for the scale-out lane and the two-instance bench: a cache-only server on a
// loopback port (no persistence, like the README recommends for the page cache), in a temp folder.
// stop() shuts it down as a crash would look to the app (its clients see the socket close);
// start() again on the same port brings it back empty.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { sleep } from './server.mjs';

const CANDIDATES = [process.env.REDIS_SERVER_BIN, '/usr/bin/redis-server', '/usr/local/bin/redis-server'];

export function findRedisServer() {
  return CANDIDATES.find((c) => c && fs.existsSync(c)) ?? null;
}

/** Why the lane cannot run here, or null when it can. */
export function redisUnavailableReason() {
  if (findRedisServer()) return null;
  return 'no redis-server found (/usr/bin/redis-server or REDIS_SERVER_BIN; apt-get install -y redis-server, which .ci/run does)';
}

function answers(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.setTimeout(500);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (d) => {
      socket.destroy();
      resolve(String(d).startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** A controllable redis-server on 127.0.0.1:`port`, logging to `<dir>/redis.log`. */
export function redisServer({ port, dir }) {
  const bin = findRedisServer();
  if (!bin) throw new Error(redisUnavailableReason());
  fs.mkdirSync(dir, { recursive: true });
  let child = null;
  let exited = true;
  const args = [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
    '--dir',
    dir,
    '--logfile',
    path.join(dir, 'redis.log'),
  ];
  // `exited`, not child.exitCode: a process killed by a signal keeps exitCode null.
  const kill = () => child && !exited && child.kill('SIGKILL');
  process.once('exit', kill);
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    async start() {
      child = spawn(bin, args, { stdio: 'ignore' });
      exited = false;
      child.once('exit', () => (exited = true));
      for (let i = 0; i < 100; i++) {
        if (await answers(port)) return;
        if (exited) break;
        await sleep(100);
      }
      throw new Error(`redis-server did not start on port ${port} (see ${dir}/redis.log)`);
    },
    async stop() {
      if (!child || exited) return; // also when the journeys killed it themselves
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL'); // no goodbye to the clients: what a crash or a lost host looks like
      await gone;
    },
    /** Keys in this Redis that contain `text` (the lane checks no 404 page was stored). */
    keysContaining(text) {
      const out = spawnSync('redis-cli', ['-p', String(port), '--scan', '--pattern', `*${text}*`], { encoding: 'utf8' });
      if (out.status !== 0) throw new Error(`redis-cli failed: ${out.stderr}`);
      return out.stdout.split('\n').filter(Boolean);
    },
  };
}
