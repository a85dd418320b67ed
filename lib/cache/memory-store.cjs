// The page cache of one process (REDIS_URL unset, the default): a handler for
// @fortedigital/nextjs-cache-handler's public `Handler` interface, kept in memory by `lru-cache`.
//  - bounded by bytes, not entries: at most `cacheMaxMemorySize` (next.config.ts, which Next hands to
//    every cache handler it constructs) of pages, route-handler bodies and unstable_cache data; past
//    that the least recently used entry goes and is rendered again when it is next asked for;
//  - nothing is written to disk, so there is no disk budget to keep and a restart starts empty (the
//    first request for each page renders it, as on a Redis deployment);
//  - `revalidateTag` drops every entry carrying the tag; a path's implicit tag (`_N_T_/…`, from
//    `revalidatePath`) is also remembered with its time, as entries do not list it themselves.
// CommonJS: Next loads the cache handler itself (not bundled), and bundles it into the edge
// middleware too, so nothing here needs a `node:` module.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS, see above
const { LRUCache } = require('lru-cache');

const DEFAULT_MAX_BYTES = 50 * 1024 * 1024;
const IMPLICIT_TAG = '_N_T_';

function byteLength(value) {
  if (value == null) return 0;
  if (typeof value === 'string') return value.length * 2; // JavaScript strings are UTF-16 in memory
  if (typeof value.byteLength === 'number') return value.byteLength;
  return JSON.stringify(value).length * 2;
}

/** Approximate bytes an entry holds: HTML, flight data, segments, a route's body or a data read. */
function entryBytes(entry) {
  const value = entry?.value;
  if (!value) return 1;
  let total = 512; // the entry's own fields, headers and tags
  total += byteLength(value.html) + byteLength(value.rscData) + byteLength(value.body) + byteLength(value.data);
  if (value.segmentData) for (const buffer of value.segmentData.values()) total += byteLength(buffer);
  return total;
}

/** A memory handler holding at most `maxBytes` (an entry over a quarter of it is not kept: it would evict most others). */
function createMemoryHandler({ maxBytes = DEFAULT_MAX_BYTES } = {}) {
  const bound = Math.max(1, Math.floor(maxBytes));
  const entries = new LRUCache({ maxSize: bound, maxEntrySize: Math.max(1, Math.floor(bound / 4)), sizeCalculation: entryBytes });
  const implicitTagTimes = new Map(); // implicit tag -> when it was revalidated

  return {
    name: 'memory-lru',
    async get(key, { implicitTags = [] } = {}) {
      const entry = entries.get(key);
      if (!entry) return null;
      for (const tag of implicitTags) {
        const at = implicitTagTimes.get(tag);
        if (at !== undefined && at > entry.lastModified) {
          entries.delete(key);
          return null;
        }
      }
      return entry;
    },
    async set(key, entry, ctx) {
      if (ctx?.setOnlyIfNotExists && entries.has(key)) return;
      entries.set(key, entry);
    },
    async revalidateTag(tag) {
      for (const [key, entry] of entries.entries()) if (entry.tags.includes(tag)) entries.delete(key);
      if (tag.startsWith(IMPLICIT_TAG)) implicitTagTimes.set(tag, Date.now());
    },
    async delete(key) {
      entries.delete(key);
    },
  };
}

module.exports = { createMemoryHandler };
