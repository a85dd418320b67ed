import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { testPhoto } from '../test-photos';
import { fetchImportPhoto, type ResolvedAddress } from './fetch-photo';

// The import's photo fetch decides by ADDRESS, not by name, and connects to the address it checked.
// Real HTTP servers on loopback addresses; the DNS answers of made-up names come from a resolver
// passed in (the way a rebinding DNS server would answer), `localhost` from the system's.

type Server = { port: number; requests: Array<{ url: string; host: string }>; close: () => Promise<void> };
const open: Server[] = [];

async function photoServer(address: string, port = 0): Promise<Server> {
  const jpeg = Buffer.from((await testPhoto('#336699', 24)).bytes);
  const requests: Server['requests'] = [];
  const server = http.createServer((req, res) => {
    requests.push({ url: req.url ?? '', host: req.headers.host ?? '' });
    res.writeHead(200, { 'Content-Type': 'image/jpeg', 'Content-Length': jpeg.byteLength }).end(jpeg);
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, address, resolve));
  const s: Server = {
    port: (server.address() as AddressInfo).port,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  open.push(s);
  return s;
}

afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()));
});

/** A DNS server for made-up names: each lookup gets the next answer (the last one repeats). */
function scriptedResolver(...answers: ResolvedAddress[][]) {
  const calls: string[] = [];
  const resolve = async (hostname: string) => {
    calls.push(hostname);
    return answers[Math.min(calls.length - 1, answers.length - 1)]!;
  };
  return { resolve, calls };
}

const v4 = (address: string): ResolvedAddress[] => [{ address, family: 4 }];

describe('import photo fetch: checked by address', () => {
  it('refuses an allow-listed name that resolves to loopback, and requests nothing', async () => {
    const server = await photoServer('127.0.0.1');
    const url = `http://localhost:${server.port}/p.jpg`;
    expect(await fetchImportPhoto(url, [`localhost:${server.port}`])).toEqual({ ok: false, reason: 'privateAddress' });
    expect(server.requests).toEqual([]);
  });

  it('fetches from an address the allow-list names itself', async () => {
    const server = await photoServer('127.0.0.1');
    const result = await fetchImportPhoto(`http://127.0.0.1:${server.port}/p.jpg`, [`127.0.0.1:${server.port}`]);
    expect(result).toMatchObject({ ok: true, photo: { contentType: 'image/jpeg' } });
    expect(server.requests.map((r) => r.url)).toEqual(['/p.jpg']);
  });

  it('a name resolving to an explicitly allowed address is fetched from it, with the name as Host', async () => {
    const server = await photoServer('127.0.0.1');
    const dns = scriptedResolver(v4('127.0.0.1'));
    const host = `photos.office.test:${server.port}`;
    const result = await fetchImportPhoto(`http://${host}/p.jpg`, [host, '127.0.0.1'], { resolve: dns.resolve });
    expect(result.ok).toBe(true);
    expect(server.requests).toEqual([{ url: '/p.jpg', host }]);
    expect(dns.calls).toEqual(['photos.office.test']);
  });

  it('DNS rebinding: resolved once, the connection goes to the checked address, never to the later answer', async () => {
    const checked = await photoServer('127.0.0.2');
    const internal = await photoServer('127.0.0.1', checked.port);
    // First answer: the address the allow-list permits; every later answer: this machine.
    const dns = scriptedResolver(v4('127.0.0.2'), v4('127.0.0.1'));
    const host = `rebind.test:${checked.port}`;
    const result = await fetchImportPhoto(`http://${host}/p.jpg`, [host, '127.0.0.2'], { resolve: dns.resolve });
    expect(result.ok).toBe(true);
    expect(dns.calls).toHaveLength(1);
    expect(checked.requests).toEqual([{ url: '/p.jpg', host }]);
    expect(internal.requests).toEqual([]);
  });

  it('refuses when the first answer, or any of several, is not public', async () => {
    const server = await photoServer('127.0.0.1');
    const host = `rebind.test:${server.port}`;
    for (const answer of [
      v4('127.0.0.1'),
      [{ address: '::ffff:127.0.0.1', family: 6 }],
      [
        { address: '93.184.216.34', family: 4 },
        { address: '127.0.0.1', family: 4 },
      ],
      v4('169.254.169.254'),
      v4('10.0.0.1'),
      v4('100.64.0.1'),
      [{ address: 'fd00:ec2::254', family: 6 }],
    ]) {
      const dns = scriptedResolver(answer, v4('93.184.216.34'));
      expect(await fetchImportPhoto(`http://${host}/p.jpg`, [host], { resolve: dns.resolve }), JSON.stringify(answer)).toEqual({
        ok: false,
        reason: 'privateAddress',
      });
      expect(dns.calls).toHaveLength(1);
    }
    expect(server.requests).toEqual([]);
  });

  it('a name that does not resolve is a network failure', async () => {
    const fail = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    expect(await fetchImportPhoto('http://gone.test/p.jpg', ['gone.test'], { resolve: fail })).toEqual({ ok: false, reason: 'network' });
  });
});
