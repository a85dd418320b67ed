import { describe, expect, it } from 'vitest';
import { clientIp, PEER_ADDRESS_HEADER as NODE_PEER_HEADER } from '../auth/client-ip';
import { ACTION_BODY_LIMIT } from './body-limits.mjs';
import { NEVER_SHARED_CACHE_CONTROL, PUBLIC_PAGE_CACHE_CONTROL } from '../http/cache-policy';
import { finishEdgeResponse, guardEdgeRequest, PEER_ADDRESS_HEADER, trustsCfConnectingIp } from './edge-request.mjs';
import { ALLOW_HEADER } from './request-rules';

const post = (path: string, headers: Record<string, string>) =>
  new Request(`https://example.com${path}`, { method: 'POST', headers, body: 'x' });

describe('the Worker entry guard', () => {
  it('writes the header the app reads the visitor from', () => {
    expect(PEER_ADDRESS_HEADER).toBe(NODE_PEER_HEADER);
  });

  it('refuses an oversized or length-less body from the headers, without reading it', async () => {
    const big = post('/en/admin-panel/settings', { 'content-length': String(ACTION_BODY_LIMIT + 1) });
    const refused = guardEdgeRequest(big, {});
    expect(refused.response?.status).toBe(413);
    expect(refused.response?.headers.get('cache-control')).toBe('no-store');
    expect(await refused.response?.text()).toBe('Payload Too Large\n');
    expect(big.bodyUsed).toBe(false);
    const chunked = guardEdgeRequest(post('/quote', { 'transfer-encoding': 'chunked' }), {});
    expect(chunked.response?.status).toBe(411);
    // The API reads length-less bodies itself, counting bytes (as behind the Node guard).
    expect(guardEdgeRequest(post('/api/blog/views', { 'transfer-encoding': 'chunked' }), {}).request).toBeDefined();
    const small = guardEdgeRequest(post('/quote', { 'content-length': '1' }), {});
    expect(small.request?.method).toBe('POST');
    expect(await small.request?.text()).toBe('x');
  });

  it('takes the visitor from CF-Connecting-IP only when told the Worker sits behind Cloudflare', () => {
    const sent = { 'content-length': '1', 'cf-connecting-ip': ' 203.0.113.7 ', [PEER_ADDRESS_HEADER]: '198.51.100.1' };
    const trusted = guardEdgeRequest(post('/quote', sent), { TRUST_CF_CONNECTING_IP: '1' }).request!;
    expect(clientIp(trusted.headers, 0)).toBe('203.0.113.7');
    // Not trusted: neither the CF header nor a client-written peer header names the visitor.
    const untrusted = guardEdgeRequest(post('/quote', sent), {}).request!;
    expect(untrusted.headers.get(PEER_ADDRESS_HEADER)).toBeNull();
    expect(clientIp(untrusted.headers, 0)).toBe('unknown');
    // Trusted but absent: the client's own header is still removed.
    const missing = guardEdgeRequest(post('/quote', { 'content-length': '1', [PEER_ADDRESS_HEADER]: '198.51.100.1' }), {
      TRUST_CF_CONNECTING_IP: 'true',
    });
    expect(clientIp(missing.request!.headers, 0)).toBe('unknown');
  });

  it('applies the shared request rules: 400 for an address that does not decode, 405 for a POST to a page without an action', async () => {
    const bad = guardEdgeRequest(new Request('https://example.com/id/blog/%ff'), {}).response!;
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('<html lang="id">');
    const search = guardEdgeRequest(post('/search?q=box', { 'content-length': '1' }), {}).response!;
    expect([search.status, search.headers.get('allow')]).toEqual([405, 'GET, HEAD']);
    expect(guardEdgeRequest(new Request('https://example.com/blog', { method: 'POST' }), {}).response?.status).toBe(405);
    expect(guardEdgeRequest(new Request('https://example.com/blog/kraft-boxes'), {}).request).toBeDefined();
  });

  it('reads the setting like the other switches', () => {
    expect(trustsCfConnectingIp({ TRUST_CF_CONNECTING_IP: 'TRUE' })).toBe(true);
    expect(trustsCfConnectingIp({ TRUST_CF_CONNECTING_IP: '0' })).toBe(false);
    expect(trustsCfConnectingIp(undefined)).toBe(false);
  });
});

describe('a body without a length on workerd', () => {
  it('counts as chunked even when the Transfer-Encoding header is not passed on', () => {
    const stream = new ReadableStream({ start: (c) => (c.enqueue(new Uint8Array([1])), c.close()) });
    const request = new Request('https://example.com/quote', { method: 'POST', body: stream, duplex: 'half' } as RequestInit);
    expect(request.headers.get('transfer-encoding')).toBeNull();
    expect(guardEdgeRequest(request, {}).response?.status).toBe(411);
  });
});

describe('methods and Cache-Control on the Worker', () => {
  it('refuses the methods the Node server refuses (one rule, request-rules.ts)', () => {
    for (const method of ['PUT', 'DELETE', 'PATCH', 'PROPFIND']) {
      const refused = guardEdgeRequest(new Request('https://example.com/', { method, body: 'x' }), {}).response;
      expect(refused?.status, method).toBe(405);
      expect(refused?.headers.get('allow')).toBe(ALLOW_HEADER);
    }
    expect(ALLOW_HEADER).toBe('GET, HEAD, POST, OPTIONS');
  });

  it("sends the Node server's Cache-Control: shared for cached pages, never for errors and RSC", () => {
    const page = new Request('https://example.com/product/1');
    const isr = new Response('x', { headers: { 'cache-control': 's-maxage=31536000' } });
    expect(finishEdgeResponse(page, isr).headers.get('cache-control')).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    const missing = new Response('x', { status: 404, headers: { 'cache-control': 's-maxage=31536000' } });
    expect(finishEdgeResponse(page, missing).headers.get('cache-control')).toBe(NEVER_SHARED_CACHE_CONTROL);
    const rsc = new Request('https://example.com/product/1', { headers: { rsc: '1' } });
    expect(finishEdgeResponse(rsc, new Response('x', { headers: { 'cache-control': 's-maxage=60' } })).headers.get('cache-control')).toBe(
      NEVER_SHARED_CACHE_CONTROL,
    );
    const dynamic = new Response('x', { headers: { 'cache-control': 'private, no-cache, no-store' } });
    expect(finishEdgeResponse(page, dynamic)).toBe(dynamic);
  });
});
