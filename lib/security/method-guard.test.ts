import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteServer } from '../../tests/site-server';
import { ALLOW_HEADER, isAllowedMethod } from './request-rules';

// The server entry (server.mjs) on loopback with the app's hooks, spoken to over a raw socket (the
// fetch API itself refuses to send TRACE, TRACK or CONNECT).
let site: Awaited<ReturnType<typeof siteServer>>;
let port = 0;
let reached: string[] = [];

function exchange(requestHead: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(requestHead));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('end', () => resolve(text));
    socket.on('close', () => resolve(text));
    socket.on('error', reject);
    socket.setTimeout(3000, () => socket.destroy());
  });
}

beforeAll(async () => {
  site = await siteServer((req, res) => {
    reached.push(req.method ?? '');
    res.writeHead(200, { Connection: 'close' }).end('ok');
  });
  port = site.port;
});

afterAll(() => site.close());

describe('method guard', () => {
  it('knows the methods the site answers', () => {
    expect(['GET', 'HEAD', 'POST', 'OPTIONS'].every(isAllowedMethod)).toBe(true);
    expect(['TRACE', 'CONNECT', 'PUT', 'DELETE', 'PATCH', 'PROPFIND', undefined].some(isAllowedMethod)).toBe(false);
  });

  it.each(['TRACE', 'PUT', 'DELETE', 'PATCH', 'PROPFIND'])('answers %s with 405 and Allow, never reaching the app', async (method) => {
    reached = [];
    const text = await exchange(`${method} /product/1 HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(text).toMatch(/^HTTP\/1\.1 405 /);
    expect(text).toMatch(new RegExp(`\\r\\nAllow: ${ALLOW_HEADER}\\r\\n`, 'i'));
    expect(reached).toEqual([]);
  });

  it('answers CONNECT with 405 instead of dropping the connection', async () => {
    const text = await exchange(`CONNECT localhost:443 HTTP/1.1\r\nHost: localhost:443\r\n\r\n`);
    expect(text).toMatch(/^HTTP\/1\.1 405 /);
    expect(text).toMatch(/\r\nAllow: GET, HEAD, POST, OPTIONS\r\n/i);
  });

  it('lets GET, HEAD and POST through (a POST where a form posts)', async () => {
    reached = [];
    for (const [method, path] of [
      ['GET', '/'],
      ['HEAD', '/'],
      ['POST', '/quote'],
    ]) {
      const text = await exchange(`${method} ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\n\r\n`);
      expect(text).toMatch(/^HTTP\/1\.1 200 /);
    }
    expect(reached).toEqual(['GET', 'HEAD', 'POST']);
  });

  it('answers a POST to a page without a Server Action 405, and a malformed address 400 with a page, never reaching the app', async () => {
    reached = [];
    const post = await exchange(`POST /search?q=box HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\n\r\n`);
    expect(post).toMatch(/^HTTP\/1\.1 405 /);
    expect(post).toMatch(/\r\nAllow: GET, HEAD\r\n/i);
    const bad = await exchange(`GET /blog/%E0%A4%A HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(bad).toMatch(/^HTTP\/1\.1 400 /);
    expect(bad).toContain('This address is not valid');
    const head = await exchange(`HEAD /%ff HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    expect(head).not.toContain('<html');
    expect(reached).toEqual([]);
  });
});
