import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The attack bounds its waits with timers (90 s for the bodies to be sent, 2 s for an answer). Once
// it returned, nothing of it may keep the process alive: the load lane used to sit idle for about
// a minute after its last check until the unused 90 s timer ran out.
const script = `
import http from 'node:http';
import { heldBodyAttack } from ${JSON.stringify(path.join(import.meta.dirname, 'held-body.mjs'))};
const server = http.createServer((req, res) => res.writeHead(413, { connection: 'close' }).end());
server.listen(0, '127.0.0.1', async () => {
  const base = 'http://127.0.0.1:' + server.address().port;
  await heldBodyAttack(base, process.pid, { before: 1e12, headroom: 0, settleMs: 0 });
  server.close();
  console.log('returned');
});
`;

describe('held-body attack', () => {
  it('leaves nothing behind that keeps the process running once it returned', async () => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    let returnedAt = 0;
    child.stdout.on('data', (d: Buffer) => {
      if (d.toString().includes('returned')) returnedAt = Date.now();
    });
    const exited = new Promise<number>((resolve) => child.once('exit', () => resolve(Date.now())));
    const timeout = new Promise<number>((resolve) => setTimeout(() => resolve(0), 40_000));
    const exitAt = await Promise.race([exited, timeout]);
    child.kill('SIGKILL');
    expect(returnedAt, 'the attack returned').toBeGreaterThan(0);
    expect(exitAt, 'the process exited within 40 s').toBeGreaterThan(0);
    expect(exitAt - returnedAt).toBeLessThan(3_000);
  }, 60_000);
});
