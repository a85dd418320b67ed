import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';
import { listeningPid } from './hardening-helpers';

// `npm start`, as the README says to run the build: the standalone server.js with public/ and the
// static files in place, the memory flags and the body guard, without Next's "next start does not
// work with output: standalone" warning, and a clean stop on SIGTERM. On its own data folder and
// port, from this run's build (its standalone copy, whose page cache is apart from the e2e server's).
// And the home page of a fresh deploy: a category renamed in the database before the server's first
// request is on that first request (the build prerenders no home page from its empty database).

const distDir = process.env.NEXT_DIST_DIR ?? '.next-e2e';
const npm = fs.existsSync(path.join(path.dirname(process.execPath), 'npm')) ? path.join(path.dirname(process.execPath), 'npm') : 'npm';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The status line's code for a POST /quote that declares `bytes` and sends none of them. */
function statusOfDeclaredBody(port: number, bytes: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(`POST /quote HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: text/plain\r\nContent-Length: ${bytes}\r\n\r\n`);
    });
    let head = '';
    socket.on('data', (chunk) => {
      head += chunk.toString('latin1');
      const match = /^HTTP\/1\.1 (\d{3})/.exec(head);
      if (match) {
        socket.destroy();
        resolve(Number(match[1]));
      }
    });
    socket.on('error', reject);
    socket.setTimeout(10_000, () => reject(new Error('no answer')));
  });
}

type Started = { child: ChildProcess; log: () => string; stop: () => Promise<number | null> };

/** `npm start` in its own process group, its output kept; `stop` sends SIGTERM to the group. */
async function npmStart(dataDir: string, port: number): Promise<Started> {
  let output = '';
  const child = spawn(npm, ['start'], {
    cwd: process.cwd(),
    detached: true,
    env: { ...process.env, NODE_ENV: 'production', NEXT_DIST_DIR: distDir, DATA_DIR: dataDir, PORT: String(port), HOSTNAME: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  // 'close', not 'exit': npm may exit before the last lines the server wrote to the shared pipe
  // (its "SIGTERM: closing the database") have been read.
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode}):\n${output}`);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
    if (health?.status === 200) break;
    if (Date.now() - started > 150_000) throw new Error(`npm start not healthy:\n${output}`);
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    child,
    log: () => output,
    stop: async () => {
      process.kill(-child.pid!, 'SIGTERM');
      const code = await Promise.race([exited, new Promise<null>((r) => setTimeout(() => r(null), 15_000))]);
      if (code === null) process.kill(-child.pid!, 'SIGKILL');
      return code;
    },
  };
}

test('npm start serves the build as the standalone server, then the first home page shows the database', async ({ request }) => {
  test.setTimeout(300_000);
  const standalone = path.join(distDir, 'standalone', distDir);
  // The build's data cache, read from another database, must not answer.
  fs.rmSync(path.join(standalone, 'cache', 'fetch-cache'), { recursive: true, force: true });
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'pkg-npm-start-'));
  const dataDir = path.join(work, 'data');
  try {
    // 1. First start: seeds the database; nothing but the health check is asked for.
    const port = await freePort();
    const first = await npmStart(dataDir, port);
    await first.stop();
    expect(first.log()).toContain('closing the database');
    expect(first.log()).not.toContain('does not work with "output: standalone"');

    // 2. The owner's category renamed straight in the database, with no server to hear of it.
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const db = await PGlite.create(path.join(dataDir, 'pg'), { extensions: { pg_trgm } });
    await db.query(`update categories set name = 'Renamed Rigid Boxes' where id = 6`);
    await db.query(
      `insert into category_translations (category_id, locale, name) values (6, 'id', 'Kotak Kaku Baru')
       on conflict (category_id, locale) do update set name = excluded.name`,
    );
    await db.close();

    // 3. Second start: the first request of each home page shows the database's categories.
    const second = await npmStart(dataDir, port);
    try {
      const origin = `http://127.0.0.1:${port}`;
      const en = await request.get(`${origin}/`);
      expect(en.status()).toBe(200);
      const enHtml = await en.text();
      expect(enHtml.match(/Renamed Rigid Boxes/g)?.length ?? 0, 'header menu and landing tile').toBeGreaterThanOrEqual(2);
      expect(await (await request.get(`${origin}/id`)).text()).toContain('Kotak Kaku Baru');
      // Kept: the second request is the cached page.
      expect((await request.get(`${origin}/`)).headers()['x-nextjs-cache']).toBe('HIT');

      // What the standalone server needs beside it, and what npm start gives it.
      const asset = /\/_next\/static\/[^"]+\.js/.exec(enHtml)?.[0];
      expect((await request.get(`${origin}${asset}`)).status()).toBe(200);
      const logo = await request.get(`${origin}/logo.png`);
      expect([logo.status(), logo.headers()['content-type']]).toEqual([200, 'image/png']);
      expect(await statusOfDeclaredBody(port, 3 * 1024 * 1024), 'the body guard, from the headers alone').toBe(413);
      const pid = listeningPid(port);
      expect(pid).not.toBeNull();
      expect(fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0')).toContain('MALLOC_ARENA_MAX=2');
    } finally {
      await second.stop();
    }
    expect(second.log()).not.toContain('does not work with');
    expect(second.log()).toContain('SIGTERM: closing the database');
    expect(await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null)).toBeNull();
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
});
