import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freePort, freePortSync, startProcess, waitForHealth, withStack } from './stack.mjs';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stack-test-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Whether a live process (not a zombie nobody reaped yet) of the group `pgid` is left, from /proc. */
function groupAlive(pgid: number): boolean {
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    // pid (comm) state ppid pgrp …: the command name may hold spaces and parentheses.
    const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(pgrp) === pgid && state !== 'Z') return true;
  }
  return false;
}

const listen = (port: number) =>
  new Promise<net.Server>((resolve, reject) => {
    const server = net.createServer().once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });

describe('the harness stack', () => {
  it('hands out ports that can be listened on, also synchronously', async () => {
    for (const port of [await freePort(), freePortSync()]) {
      const server = await listen(port);
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('gives the preferred port when it is free, another one when it is taken', async () => {
    const preferred = await freePort();
    expect(freePortSync(preferred)).toBe(preferred);
    const taken = await listen(preferred);
    try {
      const other = freePortSync(preferred);
      expect(other).not.toBe(preferred);
      expect(other).toBeGreaterThan(0);
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });

  it('stops a process together with the children it started (its whole group)', async () => {
    const logFile = path.join(dir, 'p.log');
    // A shell that starts a grandchild and then waits: stopping only the shell would leave `sleep`.
    const started = startProcess('sh', ['-c', 'sleep 300 & echo started; wait'], { env: process.env, logFile });
    const pgid = started.child.pid!;
    await expect.poll(() => fs.readFileSync(logFile, 'utf8')).toContain('started');
    expect(groupAlive(pgid)).toBe(true);
    await started.stop();
    expect(started.hasExited()).toBe(true);
    await expect.poll(() => groupAlive(pgid)).toBe(false);
  });

  it('waits for /api/health and fails early when the process died', async () => {
    const port = await freePort();
    const server = http.createServer((req, res) => res.writeHead(req.url === '/api/health' ? 200 : 404).end()).listen(port, '127.0.0.1');
    try {
      await waitForHealth(`http://127.0.0.1:${port}`, { hasExited: () => false }, 5_000);
    } finally {
      server.close();
    }
    await expect(waitForHealth(`http://127.0.0.1:${port}`, { hasExited: () => true }, 5_000)).rejects.toThrow(/exited/);
  });

  it('undoes every part in reverse order, also when the body throws', async () => {
    const order: string[] = [];
    const run = withStack(
      {
        dir,
        prepare: async (stack) => {
          order.push('start proxy');
          stack.defer(() => order.push('stop proxy'));
          order.push('start relay');
          stack.defer(() => order.push('stop relay'));
        },
      },
      async (stack) => {
        stack.defer(() => order.push('stop extra'));
        throw new Error('journeys crashed');
      },
    );
    await expect(run).rejects.toThrow('journeys crashed');
    expect(order).toEqual(['start proxy', 'start relay', 'stop extra', 'stop relay', 'stop proxy']);
  });

  it('returns what the body returns, after stopping', async () => {
    const stopped: string[] = [];
    const value = await withStack({ dir, prepare: async (stack) => stack.defer(() => stopped.push('x')) }, async () => 42);
    expect(value).toBe(42);
    expect(stopped).toEqual(['x']);
  });
});
