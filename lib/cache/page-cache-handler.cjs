// The page cache of the Node server (ISR pages, route handlers, unstable_cache data), through Next's
// public cache-handler interface, as implemented by @fortedigital/nextjs-cache-handler's
// `CacheHandler` (no Next internal is imported or extended). Its store is picked once per process:
//  - REDIS_URL unset (the default): memory, bounded by next.config.ts `cacheMaxMemorySize`
//    (memory-store.cjs); one process, no extra server, nothing written to disk;
//  - REDIS_URL set: pages, data and tag invalidations shared by every instance through Redis
//    (redis-store.cjs). The build always uses memory (no Redis at build time).
// On top of the library, the rules every store keeps, so that made-up URLs cannot fill the cache
// and scheduled posts appear on time:
//  - a page or route rendered as 404 and an `unstable_cache` read that returned null (the lookup
//    behind such a 404) are not stored, unless the key already holds an entry (a page that existed,
//    then was deleted or unpublished: the 404 must replace it, or the old page would be served stale
//    forever); creating the item needs no revalidation to make it appear;
//  - an entry's lifetime ends hard when a scheduled blog post goes live (hard-lifetime.cjs);
//  - a page carries its ETag, computed once per entry (entry-etag.cjs);
//  - a route handler's tags (RSS, sitemap, share cards) are read from its headers, where Next 16
//    puts them: the library looks for them in `ctx.tags`, which Next leaves empty.
// CommonJS and plain JavaScript because Next loads it itself at run time (cache-handler.cjs).
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS: Next require()s this file itself */
const { CacheHandler } = require('@fortedigital/nextjs-cache-handler');
const { isNotFoundEntry } = require('./not-found-entry.cjs');
const { entryTags, withEntryLifetime } = require('./hard-lifetime.cjs');
const { withEntryEtag } = require('./entry-etag.cjs');
const { createMemoryHandler } = require('./memory-store.cjs');
const { usesRedis } = require('./shared-cache.cjs');

const redisStore = usesRedis(process.env) ? require('./redis-store.cjs') : null;
/* eslint-enable @typescript-eslint/no-require-imports */

/** `cacheMaxMemorySize` as Next hands it to the constructor (before the library configures itself). */
let memoryBytes;

CacheHandler.onCreation(
  redisStore ? redisStore.onCreation : () => ({ handlers: [createMemoryHandler(memoryBytes ? { maxBytes: memoryBytes } : {})] }),
);

class PageCacheHandler extends CacheHandler {
  constructor(context) {
    super(context);
    if (typeof context?.maxMemoryCacheSize === 'number' && context.maxMemoryCacheSize > 0) memoryBytes ??= context.maxMemoryCacheSize;
  }

  async get(key, ctx) {
    return withEntryEtag(withEntryLifetime(await super.get(key, ctx)));
  }

  async set(key, data, ctx) {
    if (isNotFoundEntry(data) && !(await super.get(key, { softTags: [] }))) return;
    if (data?.kind === 'APP_ROUTE' && !ctx?.tags?.length) ctx = { ...ctx, tags: entryTags(data) };
    if (redisStore && (await redisStore.refusesWrite(data, ctx))) return;
    return super.set(key, data, ctx);
  }
}

module.exports = PageCacheHandler;
