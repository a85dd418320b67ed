// next.config.ts `cacheHandler`: picks the page cache once per process, at run time.
//  - REDIS_URL unset (the default): Next's file-system cache with our rules (route-cache-handler.cjs),
//    one process, no extra server;
//  - REDIS_URL set: pages, unstable_cache data and tag invalidations shared by every instance through
//    Redis (redis-cache-handler.cjs). The build always uses the file system (no Redis at build time),
//    and so does the edge bundle (Next bundles this file into middleware, which caches nothing and
//    cannot load the Redis client's Node modules).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS: Next require()s this file itself
const { usesRedis } = require('./shared-cache.cjs');

module.exports =
  usesRedis(process.env) && process.env.NEXT_RUNTIME !== 'edge'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
      require('./redis-cache-handler.cjs')
    : // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
      require('./route-cache-handler.cjs');
