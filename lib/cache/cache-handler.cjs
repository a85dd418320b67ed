// next.config.ts `cacheHandler`. Next loads it in the Node server, and also bundles it into the edge
// middleware, which caches nothing: there it is a handler that keeps nothing, so that the Node-only
// cache library (file system, Redis client) is not bundled for the edge. Next replaces
// `process.env.NEXT_RUNTIME` at build time, so the edge bundle never sees the other branch.
// CommonJS and plain JavaScript because Next loads this file itself at run time (not bundled).

/** The edge middleware's handler: every read a miss, nothing stored. */
class NoStoreCacheHandler {
  async get() {
    return null;
  }
  async set() {}
  async revalidateTag() {}
  resetRequestCache() {}
}

module.exports =
  process.env.NEXT_RUNTIME === 'edge'
    ? NoStoreCacheHandler
    : // eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS: Next require()s this file itself
      require('./page-cache-handler.cjs');
