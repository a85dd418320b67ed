import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { warmUp, warmupOrigin } from './dev-warmup.mjs';

describe('warmupOrigin', () => {
  it('reaches the dev server where dev-args.mjs makes it listen', () => {
    expect(warmupOrigin([], {})).toBe('http://127.0.0.1:3000');
    expect(warmupOrigin(['--port', '4000'], {})).toBe('http://127.0.0.1:4000');
    expect(warmupOrigin(['-p', '4001'], { PORT: '5000' })).toBe('http://127.0.0.1:4001');
    expect(warmupOrigin(['--port=4002'], {})).toBe('http://127.0.0.1:4002');
    expect(warmupOrigin([], { PORT: '5000' })).toBe('http://127.0.0.1:5000');
  });

  it('goes through loopback when the server listens on every interface, and brackets IPv6', () => {
    expect(warmupOrigin([], { HOST: '0.0.0.0' })).toBe('http://127.0.0.1:3000');
    expect(warmupOrigin(['--hostname', '::'], {})).toBe('http://[::1]:3000');
    expect(warmupOrigin(['-H', '192.168.1.5'], { HOST: '0.0.0.0' })).toBe('http://192.168.1.5:3000');
    expect(warmupOrigin(['--hostname=::1'], {})).toBe('http://[::1]:3000');
  });
});

describe('warmUp', () => {
  let server: http.Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  it('waits for the server to listen, then requests each path once, in order', async () => {
    const seen: string[] = [];
    const port = 4850;
    // The server starts listening only after the warm-up began, as `next dev` does.
    setTimeout(() => {
      server = http.createServer((req, res) => {
        seen.push(req.url ?? '');
        res.writeHead(req.url === '/login' ? 307 : 200, { location: '/elsewhere' }).end('ok');
      });
      server.listen(port, '127.0.0.1');
    }, 700);
    const result = await warmUp(`http://127.0.0.1:${port}`, ['/', '/product/1', '/login'], { pauseMs: 100 });
    expect(result.done).toEqual(['/', '/product/1', '/login']);
    expect(seen).toEqual(['/', '/product/1', '/login']); // the redirect is not followed
    expect(result.ms).toBeGreaterThanOrEqual(600);
  });

  it('gives up quietly when nothing listens', async () => {
    const result = await warmUp('http://127.0.0.1:4851', ['/'], { timeoutMs: 300, pauseMs: 50 });
    expect(result.done).toEqual([]);
  });
});
