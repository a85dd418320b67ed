// The Workers build (npm run build:cloudflare): OpenNext turns the same `next build` into a Worker.
// The Node host's page cache (lib/cache/*.cjs: files or Redis) cannot run in workerd, so here the
// pages and unstable_cache data live in R2 and tag invalidations in D1, both emulated by miniflare
// under `wrangler dev`. revalidateTag() then marks every page that carries the tag, as on Node.
import { defineCloudflareConfig } from '@opennextjs/cloudflare';
import r2IncrementalCache from '@opennextjs/cloudflare/overrides/incremental-cache/r2-incremental-cache';
import d1NextTagCache from '@opennextjs/cloudflare/overrides/tag-cache/d1-next-tag-cache';
import memoryQueue from '@opennextjs/cloudflare/overrides/queue/memory-queue';
import { notFoundAware } from './lib/cache/edge-page-cache';

export default defineCloudflareConfig({
  // Without 404s and empty lookups, scheduled lifetimes kept, as on the Node host (lib/cache/edge-page-cache.ts).
  incrementalCache: () => notFoundAware(r2IncrementalCache),
  tagCache: d1NextTagCache,
  // Stale pages are rendered again inside the same Worker (no Durable Object to set up).
  queue: memoryQueue,
});
