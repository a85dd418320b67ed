import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The page cache as Next drives it (REDIS_URL unset): the library's CacheHandler with the memory
// store and our rules. The library configures itself once per module instance, so each test loads
// fresh copies of the handler and the library.
const require = createRequire(import.meta.url);
const handlerPath = require.resolve('./cache-handler.cjs');
const libraryPath = require.resolve('@fortedigital/nextjs-cache-handler');

type Entry = { value: { kind: string; status?: number; headers?: Record<string, string> }; cacheControl?: unknown } | null;
type Handler = {
  set(key: string, data: unknown, ctx: unknown): Promise<void>;
  get(key: string, ctx: unknown): Promise<Entry>;
  revalidateTag(tags: string | string[]): Promise<void>;
};

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'page-cache-test-'));
fs.mkdirSync(path.join(dist, 'server'));
fs.writeFileSync(path.join(dist, 'BUILD_ID'), 'test');
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

function freshHandler(maxMemoryCacheSize = 50 * 1024 * 1024): Handler {
  for (const file of [handlerPath, libraryPath, require.resolve('./page-cache-handler.cjs'), require.resolve('./memory-store.cjs')])
    delete require.cache[file];
  const Handler = require(handlerPath) as new (ctx: unknown) => Handler;
  return new Handler({ serverDistDir: path.join(dist, 'server'), dev: false, maxMemoryCacheSize });
}

const page = (status: number, tags = '', html = '<html>ok</html>') => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from('flight'),
  headers: { 'x-next-cache-tags': tags },
  status,
  postponed: undefined,
  segmentData: new Map([['/_tree', Buffer.from('tree')]]),
});
const data = (body: string) => ({ kind: 'FETCH', data: { headers: {}, body, status: 200, url: '' }, revalidate: 60 });
const ctx = { cacheControl: { revalidate: false, expire: undefined }, isFallback: false };
const fetchCtx = (tag: string) => ({ fetchCache: true, tags: [tag] });
const read = (handler: Handler, key: string, softTags: string[] = []) => handler.get(key, { kind: 'APP_PAGE', softTags });

describe('page cache handler (memory)', () => {
  it('keeps a found page with its ETag, and never a 404 page', async () => {
    const handler = freshHandler();
    await handler.set('/en/product/1', page(200, 'item:1'), ctx);
    const hit = await read(handler, '/en/product/1');
    expect(hit?.value.status).toBe(200);
    expect(hit?.value.headers?.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    await handler.set('/en/product/999', page(404), ctx);
    expect(await read(handler, '/en/product/999')).toBeNull();
  });

  it('lets a 404 or a null read replace an entry that existed (deleted or unpublished), so it is not served stale', async () => {
    const handler = freshHandler();
    await handler.set('/en/product/7', page(200, 'item:7'), ctx);
    await handler.set('/en/product/7', page(404, 'item:7', '<html>gone</html>'), ctx);
    expect((await read(handler, '/en/product/7'))?.value.status).toBe(404);
    await handler.set('item-7', data('{"id":7}'), fetchCtx('item:7'));
    await handler.set('item-7', data('null'), fetchCtx('item:7'));
    expect(await handler.get('item-7', { kind: 'FETCH', softTags: [] })).toMatchObject({ value: { data: { body: 'null' } } });
  });

  it('does not keep an unstable_cache read that found nothing', async () => {
    const handler = freshHandler();
    await handler.set('missing', data('null'), fetchCtx('item:999'));
    expect(await handler.get('missing', { kind: 'FETCH', softTags: [] })).toBeNull();
    await handler.set('found', data('{"id":1}'), fetchCtx('item:1'));
    expect(await handler.get('found', { kind: 'FETCH', softTags: [] })).not.toBeNull();
  });

  it('drops the entries of an invalidated tag, a route handler’s tags read from its headers, and a revalidated path', async () => {
    const handler = freshHandler();
    await handler.set('/en/product/1', page(200, 'item:1,_N_T_/en/product/1'), ctx);
    await handler.set('/en/product/2', page(200, 'item:2'), ctx);
    await handler.set(
      '/en/blog/rss.xml',
      { kind: 'APP_ROUTE', body: Buffer.from('<rss/>'), headers: { 'x-next-cache-tags': 'posts' }, status: 200 },
      {},
    );
    await handler.revalidateTag(['item:1', 'posts']);
    expect(await read(handler, '/en/product/1')).toBeNull();
    expect(await handler.get('/en/blog/rss.xml', { kind: 'APP_ROUTE', softTags: [] })).toBeNull();
    expect(await read(handler, '/en/product/2')).not.toBeNull();
    // revalidatePath('/en/product/2'): the page lists no such tag, Next asks with it as a soft tag.
    await new Promise((resolve) => setTimeout(resolve, 2));
    await handler.revalidateTag('_N_T_/en/product/2');
    expect(await read(handler, '/en/product/2', ['_N_T_/en/product/2'])).toBeNull();
  });

  it('holds at most cacheMaxMemorySize: past it the least recently used pages go', async () => {
    const handler = freshHandler(200_000);
    const big = 'x'.repeat(20_000); // ~40 KB in memory each
    for (let i = 1; i <= 4; i++) await handler.set(`/en/product/${i}`, page(200, `item:${i}`, big), ctx);
    expect(await read(handler, '/en/product/1')).not.toBeNull(); // now the most recently used
    for (let i = 5; i <= 7; i++) await handler.set(`/en/product/${i}`, page(200, `item:${i}`, big), ctx);
    const kept = [];
    for (let i = 1; i <= 7; i++) if (await read(handler, `/en/product/${i}`)) kept.push(i);
    expect(kept).toEqual([1, 5, 6, 7]); // 2, 3 and 4 were the least recently used
    // A page larger than a quarter of the bound is not kept: it would push out most of the others.
    await handler.set('/en/product/8', page(200, 'item:8', 'x'.repeat(30_000)), ctx);
    expect(await read(handler, '/en/product/8')).toBeNull();
    expect(await read(handler, '/en/product/7')).not.toBeNull();
  });
});
