// The server's ISR/route cache handler (next.config.ts `cacheHandler`): Next's own file-system cache
// with two rules on top, so that anyone requesting made-up URLs cannot fill the disk:
//  - a page rendered as 404 (unknown product/category/post, malformed id) is neither kept in memory
//    nor written to disk: the next request renders it again (one indexed query, or none when the
//    id/slug is malformed), and creating the item needs no revalidation to make it appear;
//  - an `unstable_cache` read that returned null (the lookup behind such a 404) is not kept either;
//  - EXCEPT when the key already holds an entry (a page that existed, then was deleted or
//    unpublished): then the 404/null replaces it as usual, or the old page would be served stale
//    forever. Such keys are bounded by the pages that once existed;
//  - a page whose lifetime ends when a scheduled blog post goes live is not served stale past it;
//  - at most ROUTE_CACHE_MAX_DISK_MB (default 512) of pages are written by this process; past
//    that, new pages stay in the bounded memory cache (`cacheMaxMemorySize`) only.
// CommonJS and plain JavaScript because Next loads this file itself at run time (not bundled).
// It extends an internal module of Next: re-check it when upgrading Next (the e2e spec
// e2e/hardening.spec.ts measures the cache folder and fails if this stops working).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS: Next require()s this file itself
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache').default;

// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS, see above
const { isNotFoundEntry } = require('./not-found-entry.cjs');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS, see above
const { withEntryLifetime } = require('./hard-lifetime.cjs');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS, see above
const { withEntryEtag } = require('./entry-etag.cjs');

const MB = 1024 * 1024;

function maxDiskBytes() {
  const mb = Number(process.env.ROUTE_CACHE_MAX_DISK_MB);
  return (Number.isFinite(mb) && mb >= 0 ? mb : 512) * MB;
}

function byteLength(value) {
  if (value == null) return 0;
  if (typeof value === 'string') return Buffer.byteLength(value);
  if (typeof value.byteLength === 'number') return value.byteLength;
  return Buffer.byteLength(JSON.stringify(value));
}

/** Approximate bytes an entry takes on disk (html + flight data + segments). */
function entryBytes(data) {
  let total = byteLength(data.html) + byteLength(data.rscData) + byteLength(data.body);
  if (data.segmentData) for (const buffer of data.segmentData.values()) total += byteLength(buffer);
  return total;
}

const written = new Map(); // key -> bytes written by this process
let writtenTotal = 0;

class RouteCacheHandler extends FileSystemCache {
  /** Whether `key` holds an entry in memory or on disk. */
  hasEntry(key, kind) {
    if (FileSystemCache.memoryCache?.get(key)) return true;
    try {
      if (kind === 'FETCH') return this.fs.existsSync(this.getFilePath(key, 'FETCH'));
      return this.fs.existsSync(this.getFilePath(`${key}${kind === 'APP_ROUTE' ? '.body' : '.html'}`, kind));
    } catch {
      return false;
    }
  }

  /** A page that must be rebuilt at a scheduled post's time ends hard (hard-lifetime.cjs); a page carries its ETag (entry-etag.cjs). */
  async get(key, ctx) {
    return withEntryEtag(withEntryLifetime(await super.get(key, ctx)));
  }

  async set(key, data, ctx) {
    if (isNotFoundEntry(data) && !this.hasEntry(key, data.kind)) return;
    if (!data || data.kind === 'FETCH' || !this.flushToDisk) return super.set(key, data, ctx);
    const bytes = entryBytes(data);
    const previous = written.get(key) ?? 0;
    if (writtenTotal - previous + bytes > maxDiskBytes()) {
      // Over budget: memory only. `flushToDisk` is read synchronously at the start of set().
      this.flushToDisk = false;
      try {
        return super.set(key, data, ctx);
      } finally {
        this.flushToDisk = true;
      }
    }
    written.set(key, bytes);
    writtenTotal += bytes - previous;
    return super.set(key, data, ctx);
  }
}

module.exports = RouteCacheHandler;
module.exports.isNotFoundEntry = isNotFoundEntry;
