import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { siteServer } from '../../tests/site-server';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const MB = 1024 * 1024;
const servers: { close(): Promise<void> }[] = [];
afterEach(() => Promise.all(servers.splice(0).map((s) => s.close())));

/** The server entry (server.mjs) on loopback; `reached` lists what got through to Next's place. */
async function guardedServer() {
  const reached: string[] = [];
  const site = await siteServer((req, res) => {
    reached.push(`${req.method} ${req.url}`);
    res.end('through');
  });
  servers.push(site);
  return { port: site.port, reached };
}

/** Sends only the request head (no body byte) and resolves with the raw answer, or '' after 2 s. */
function headOnly(port: number, head: string): Promise<{ text: string; ms: number }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1', () => socket.write(head));
    let text = '';
    const finish = () => {
      socket.destroy();
      resolve({ text, ms: Date.now() - started });
    };
    socket.on('data', (d) => {
      text += d.toString('latin1');
      if (text.includes('\r\n\r\n')) finish();
    });
    socket.on('close', finish);
    socket.on('error', finish);
    setTimeout(finish, 2000);
  });
}

const post = (url: string, headers: string[]) => `POST ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\n${headers.join('\r\n')}\r\n\r\n`;

describe('body guard in front of the server', () => {
  it('answers 413 from the headers, before any body byte is sent, and never calls the server', async () => {
    const { port, reached } = await guardedServer();
    for (const url of ['/quote', '/product/1', '/id/admin-panel/addnew']) {
      const { text, ms } = await headOnly(port, post(url, [`Content-Length: ${45 * MB}`]));
      expect(text, url).toMatch(/^HTTP\/1\.1 413 /);
      expect(text).toMatch(/connection: close/i);
      expect(ms).toBeLessThan(1000);
    }
    expect(reached).toEqual([]);
  });

  it('answers 411 at once to a chunked body on a page, and lets the API count its own', async () => {
    const { port, reached } = await guardedServer();
    const chunked = await headOnly(port, post('/quote', ['Transfer-Encoding: chunked']));
    expect(chunked.text).toMatch(/^HTTP\/1\.1 411 /);
    const api = await headOnly(port, post('/api/blog/views', ['Transfer-Encoding: chunked']));
    expect(api.text).toMatch(/^HTTP\/1\.1 200 /);
    expect(reached).toEqual(['POST /api/blog/views']);
  });

  it('lets a signed-in photo upload of 10 MB and small page posts through; a product save carries no photo', async () => {
    const { port, reached } = await guardedServer();
    const upload = await headOnly(
      port,
      post('/api/admin/uploads?purpose=catalogue', [`Content-Length: ${10 * MB}`, 'Cookie: admin_session=a.b.c']),
    );
    expect(upload.text).toMatch(/^HTTP\/1\.1 200 /);
    const quote = await headOnly(port, post('/quote', ['Content-Length: 0']));
    expect(quote.text).toMatch(/^HTTP\/1\.1 200 /);
    const save = await headOnly(port, post('/admin-panel/itemlist/3', [`Content-Length: ${10 * MB}`, 'Cookie: admin_session=a.b.c']));
    expect(save.text).toMatch(/^HTTP\/1\.1 413 /);
    const anonymous = await headOnly(port, post('/api/admin/uploads?purpose=catalogue', [`Content-Length: ${10 * MB}`]));
    expect(anonymous.text).toMatch(/^HTTP\/1\.1 413 /);
    expect(reached).toEqual(['POST /api/admin/uploads?purpose=catalogue', 'POST /quote']);
  });

  it('with Expect: 100-continue, asks for the body only when it will be accepted', async () => {
    const { port } = await guardedServer();
    const refused = await headOnly(port, post('/quote', [`Content-Length: ${3 * MB}`, 'Expect: 100-continue']));
    expect(refused.text).toMatch(/^HTTP\/1\.1 413 /);
    const accepted = await headOnly(port, post('/quote', ['Content-Length: 10', 'Expect: 100-continue']));
    expect(accepted.text).toMatch(/^HTTP\/1\.1 100 Continue/);
  });

  it('every production start runs the entry: npm start, the harnesses, the Docker image, the standalone copy', async () => {
    const harness = pathToFileURL(path.join(ROOT, 'scripts', 'lib', 'stack.mjs')).href;
    const { SERVER_NODE_FLAGS, SERVER_ENTRY } = (await import(harness)) as { SERVER_NODE_FLAGS: string[]; SERVER_ENTRY: string };
    expect(SERVER_ENTRY).toBe('server.mjs');
    expect(fs.existsSync(path.join(ROOT, SERVER_ENTRY))).toBe(true);
    expect(SERVER_NODE_FLAGS.some((flag) => flag.startsWith('--import'))).toBe(false);
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } };
    // npm start runs the standalone server.mjs in the process these flags start (scripts/start.mjs).
    expect(pkg.scripts.start).toContain(`node ${SERVER_NODE_FLAGS.join(' ')} scripts/start.mjs`);
    expect(pkg.scripts.start).toMatch(/^MALLOC_ARENA_MAX=\$\{MALLOC_ARENA_MAX:-2\} /);
    expect(fs.readFileSync(path.join(ROOT, 'scripts', 'start.mjs'), 'utf8')).toContain("path.join(dir, 'server.mjs')");
    const cmd = /^CMD (\[.*\])$/m.exec(fs.readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8'))?.[1] ?? '[]';
    expect(JSON.parse(cmd)).toEqual(['node', ...SERVER_NODE_FLAGS, SERVER_ENTRY]);
    const nextConfig = fs.readFileSync(path.join(ROOT, 'next.config.ts'), 'utf8');
    for (const file of ['./server.mjs', './lib/security/body-guard.mjs', './lib/security/body-limits.mjs'])
      expect(nextConfig).toContain(`'${file}',`);
  });
});
