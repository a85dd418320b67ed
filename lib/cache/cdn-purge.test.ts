import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { publicUrlsForTags, sendPurge, URLS_PER_CALL } from './cdn-purge';

const SITE = 'https://shop.example';

describe('publicUrlsForTags', () => {
  it('maps an item write to its product and category pages and the home page, in every locale', () => {
    const urls = publicUrlsForTags(['items', 'categories', 'item:5', 'category:2', 'category:3'], `${SITE}/`);
    expect(urls).toEqual(
      expect.arrayContaining([
        `${SITE}/`,
        `${SITE}/id`,
        `${SITE}/zh-CN`,
        `${SITE}/product/5`,
        `${SITE}/id/product/5`,
        `${SITE}/zh-CN/product/5`,
        `${SITE}/category/2`,
        `${SITE}/zh-CN/category/3`,
      ]),
    );
    expect(urls).toHaveLength(12);
  });

  it('adds the pages only the write knows: a product under its old and new slug', () => {
    const urls = publicUrlsForTags(['item:5'], `${SITE}/`, ['/id/product/5/kotak', '/id/product/5/kotak-hadiah']);
    expect(urls).toEqual(
      expect.arrayContaining([
        `${SITE}/id/product/5/kotak`,
        `${SITE}/id/product/5/kotak-hadiah`,
        `${SITE}/product/5`,
        `${SITE}/id/product/5`,
      ]),
    );
  });

  it('a locale twin tag reaches only that locale; unknown tags nothing', () => {
    expect(publicUrlsForTags(['item:5@zh-CN', 'catalog-translations', 'lifetime:hard'], SITE)).toEqual([`${SITE}/zh-CN/product/5`]);
  });

  it("maps the home page's content tag to the home page: an English save every locale's, a translation its own", () => {
    expect(publicUrlsForTags(['home'], SITE)).toEqual([`${SITE}/`, `${SITE}/id`, `${SITE}/zh-CN`]);
    expect(publicUrlsForTags(['home@zh-CN'], SITE)).toEqual([`${SITE}/zh-CN`]);
  });

  it('maps blog tags to the list, feeds and articles (slugs encoded)', () => {
    const urls = publicUrlsForTags(['posts@id', 'post:kotak kado'], SITE);
    expect(urls).toEqual([
      `${SITE}/id/blog`,
      `${SITE}/id/blog/rss.xml`,
      `${SITE}/id/blog/posts.json`,
      `${SITE}/blog/kotak%20kado`,
      `${SITE}/id/blog/kotak%20kado`,
      `${SITE}/zh-CN/blog/kotak%20kado`,
    ]);
  });
});

// A real purge receiver on loopback, answering the way Cloudflare's API does.
type Call = { auth: string | undefined; type: string | undefined; files: string[] };
const calls: Call[] = [];
let answer = { status: 200, body: { success: true } as object };
let server: http.Server;
let endpoint = '';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      calls.push({ auth: req.headers.authorization, type: req.headers['content-type'], files: JSON.parse(body).files });
      res.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/client/v4/zones/zone1/purge_cache`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  calls.length = 0;
  answer = { status: 200, body: { success: true } };
});

describe('sendPurge', () => {
  const urls = Array.from({ length: 65 }, (_, i) => `${SITE}/product/${i + 1}`);

  it('posts the URLs in calls of at most 30 with the bearer token', async () => {
    const failures = await sendPurge(urls, { kind: 'purge-by-url', url: endpoint, token: 'tok-123' });
    expect(failures).toEqual([]);
    expect(calls.map((c) => c.files.length)).toEqual([URLS_PER_CALL, URLS_PER_CALL, 5]);
    expect(calls.flatMap((c) => c.files)).toEqual(urls);
    expect(calls.every((c) => c.auth === 'Bearer tok-123' && c.type === 'application/json')).toBe(true);
  });

  it('reports refusals and an unreachable endpoint instead of throwing', async () => {
    answer = { status: 200, body: { success: false, errors: [{ code: 1134 }] } };
    expect(await sendPurge(urls.slice(0, 2), { kind: 'purge-by-url', url: endpoint, token: 't' })).toEqual(['HTTP 200 for 2 URL(s)']);
    answer = { status: 403, body: { success: false } };
    expect(await sendPurge(urls.slice(0, 1), { kind: 'purge-by-url', url: endpoint, token: 't' })).toEqual(['HTTP 403 for 1 URL(s)']);
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const failures = await sendPurge(urls.slice(0, 1), { kind: 'purge-by-url', url: `http://127.0.0.1:${deadPort}/`, token: 't' });
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(/for 1 URL\(s\)$/);
  });

  it('sends nothing when no purge is configured', async () => {
    expect(await sendPurge(urls, { kind: 'none' })).toEqual([]);
    expect(calls).toHaveLength(0);
  });
});
