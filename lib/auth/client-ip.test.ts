import type http from 'node:http';
import { describe, expect, it } from 'vitest';
import { siteServer } from '../../tests/site-server';
import { clientIp, PEER_ADDRESS_HEADER } from './client-ip';

const h = (o: Record<string, string>) => new Headers(o);

describe('clientIp', () => {
  it('without a trusted proxy: the peer address only, never X-Forwarded-For / X-Real-IP', () => {
    const spoofed = { 'x-forwarded-for': '6.6.6.6', 'x-real-ip': '7.7.7.7' };
    expect(clientIp(h({ ...spoofed, [PEER_ADDRESS_HEADER]: '203.0.113.9' }), false)).toBe('203.0.113.9');
    expect(clientIp(h({ ...spoofed, [PEER_ADDRESS_HEADER]: '203.0.113.9' }), 0)).toBe('203.0.113.9');
    // No peer address (request before the hook): one shared bucket, not the client's choice.
    expect(clientIp(h(spoofed), false)).toBe('unknown');
  });

  it('with TRUST_PROXY=N: the N-th X-Forwarded-For entry from the right', () => {
    const chain = { 'x-forwarded-for': '6.6.6.6, 198.51.100.7, 10.0.0.2', [PEER_ADDRESS_HEADER]: '10.0.0.3' };
    expect(clientIp(h(chain), true)).toBe('10.0.0.2');
    expect(clientIp(h(chain), 1)).toBe('10.0.0.2');
    expect(clientIp(h(chain), 2)).toBe('198.51.100.7');
    // The client's own left-most entry is never chosen while enough hops are present.
    expect(clientIp(h({ 'x-forwarded-for': '6.6.6.6, 198.51.100.7' }), 1)).toBe('198.51.100.7');
    // Fewer entries than hops (a request that bypassed a proxy): the left-most.
    expect(clientIp(h({ 'x-forwarded-for': '198.51.100.7' }), 3)).toBe('198.51.100.7');
    expect(clientIp(h({ [PEER_ADDRESS_HEADER]: '10.0.0.3' }), 1)).toBe('10.0.0.3');
  });
});

describe('the peer address header (server.mjs)', () => {
  it('overwrites a client-sent peer header with the socket address on the real server entry', async () => {
    const seen: http.IncomingHttpHeaders[] = [];
    const site = await siteServer((req, res) => {
      seen.push({ ...req.headers });
      res.end('ok');
    });
    try {
      const response = await fetch(`${site.base}/`, {
        headers: { [PEER_ADDRESS_HEADER]: '6.6.6.6', 'x-forwarded-for': '6.6.6.6' },
      });
      expect(await response.text()).toBe('ok');
    } finally {
      await site.close();
    }
    expect(seen[0]?.[PEER_ADDRESS_HEADER]).toBe('127.0.0.1');
    expect(clientIp(new Headers(seen[0] as Record<string, string>), 0)).toBe('127.0.0.1');
  });
});
