// The shared page cache (REDIS_URL set): @fortedigital/nextjs-cache-handler's Redis handler keeps
// rendered pages, unstable_cache data and their tags in Redis, so `updateTag`/`revalidateTag` on one
// instance deletes the entries every instance reads (the next request anywhere renders fresh).
// The rules every page cache keeps (no 404s, lifetimes, ETags) are the handler's (page-cache-handler.cjs);
// nothing is written to disk, and Redis memory is bounded by its own `maxmemory` (README). This
// store adds what a cache must do when Redis is not there:
//  - no command waits more than REDIS_TIMEOUT_MS; while the client is not connected, or for
//    PAUSE_MS after a command failed (a Redis that hangs), every read is a miss (the page renders
//    from the database: always correct, never another instance's stale copy) and writes are
//    dropped, so pages and admin saves keep working without paying the timeout on every read;
//  - a tag invalidation that could not reach Redis is remembered and replayed when the client
//    reconnects, or Redis would later serve a page edited during the outage;
//  - the client reconnects by itself: sharing resumes without a restart;
//  - a late write (a render that began before one of its tags was invalidated) is dropped.
// Keys start with `<prefix>:<build id>:` (shared-cache.cjs): a new deploy never reads the old one's.
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS: Next require()s the handler itself */
const createRedisHandler = require('@fortedigital/nextjs-cache-handler/redis-strings').default;
const { createClient } = require('@redis/client');
const { entryTags } = require('./hard-lifetime.cjs');
const { REDIS_TIMEOUT_MS, STATE_KEY, cacheKeyPrefix } = require('./shared-cache.cjs');
/* eslint-enable @typescript-eslint/no-require-imports */

const MAX_PENDING_TAGS = 10_000;
// A page whose render began before one of its tags was invalidated must not be stored after it
// (a render started on instance B, or a prefetch on A, while A saved): Redis deletes keys when a tag
// is invalidated but cannot know when a late write's render started. Pages with a tag invalidated
// within this window are rendered for the request but not stored; the next request stores them.
const WRITE_FENCE_MS = 10_000;
// The library's hash of invalidation times (its get() already refuses entries older than these).
const REVALIDATED_TAGS = '__revalidated_tags__';
const PAUSE_MS = 3_000;

function createState() {
  const client = createClient({
    url: process.env.REDIS_URL,
    // Fail fast instead of queueing commands for a Redis that is not there.
    disableOfflineQueue: true,
    commandOptions: { timeout: REDIS_TIMEOUT_MS },
    pingInterval: 5_000,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000) },
  });
  const state = { client, pendingTags: new Set(), overflowed: false, down: false, pausedUntil: 0, handler: null };
  client.on('error', (error) => {
    if (!state.down)
      console.error(`[cache] Redis unavailable (${error?.message ?? error}): pages render without the shared cache until it returns`);
    state.down = true;
  });
  client.on('ready', () => {
    if (state.down) console.info('[cache] Redis is back: the page cache is shared again');
    state.down = false;
    void replayPendingTags(state);
  });
  // Connects in the background and keeps retrying (reconnectStrategy); until then reads miss.
  client.connect().catch(() => {});
  return state;
}

/** Invalidations made while Redis was unreachable, applied once it is back. */
async function replayPendingTags(state) {
  if (!state.handler || state.replaying) return;
  state.replaying = true;
  try {
    await replay(state);
  } finally {
    state.replaying = false;
  }
}

async function replay(state) {
  if (state.overflowed) {
    // Too many to replay one by one: forget this build's whole shared cache instead.
    try {
      for await (const keys of state.client.scanIterator({ MATCH: `${state.prefix}*`, COUNT: 1000 })) {
        if (keys.length) await state.client.unlink(keys);
      }
      state.overflowed = false;
      state.pendingTags.clear();
    } catch {
      // down again: the next 'ready' retries
    }
    return;
  }
  for (const tag of [...state.pendingTags]) {
    try {
      await state.client.hSet(state.prefix + REVALIDATED_TAGS, tag, Date.now());
      await state.handler.revalidateTag(tag);
      state.pendingTags.delete(tag);
    } catch {
      return; // down again: the next 'ready' retries
    }
  }
}

function remember(state, tag) {
  if (state.pendingTags.size >= MAX_PENDING_TAGS) state.overflowed = true;
  else state.pendingTags.add(tag);
}

// One client per process, even if Next loads this module more than once.
const state = (globalThis[STATE_KEY] ??= createState());

/**
 * Runs a Redis operation unless a recent failure paused them; a failure pauses them for PAUSE_MS.
 * The first operation after missed invalidations replays them first (a Redis that hung and came
 * back without dropping the connection emits no 'ready').
 */
async function guarded(operation, { invalidation = false } = {}) {
  // Invalidations are always tried while connected: a paused one would leave other instances stale.
  if (!invalidation && Date.now() < state.pausedUntil) throw new Error('Redis paused after a failure');
  // Missed invalidations go first, so this read cannot return a page they should have removed.
  if (state.pendingTags.size || state.overflowed) await withTimeout(replayPendingTags(state)).catch(() => {});
  try {
    return await withTimeout(operation());
  } catch (error) {
    state.pausedUntil = Date.now() + PAUSE_MS;
    throw error;
  }
}

/**
 * The library's abort signals do not end a command Redis already received and never answers (a
 * hung server): this bound does.
 */
async function withTimeout(promise) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${REDIS_TIMEOUT_MS} ms`)), REDIS_TIMEOUT_MS);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

// Missed invalidations are also retried every second while connected, so they do not wait for
// this instance's next cache operation.
setInterval(() => {
  if ((state.pendingTags.size || state.overflowed) && state.client.isReady) void replayPendingTags(state);
}, 1_000).unref();

/** The library's configuration: the Redis handler, guarded (timeouts, pauses, replayed invalidations). */
function onCreation({ buildId }) {
  state.prefix = cacheKeyPrefix(process.env.REDIS_KEY_PREFIX, buildId);
  const redis = createRedisHandler({ client: state.client, keyPrefix: state.prefix, timeoutMs: REDIS_TIMEOUT_MS });
  state.handler = redis;
  // The library tries the next handler (none: a miss) when one throws, and ignores failed writes.
  return {
    handlers: [
      {
        name: redis.name,
        get: (key, meta) => guarded(() => redis.get(key, meta)),
        set: (key, value, ctx) => guarded(() => redis.set(key, value, ctx)),
        delete: (key) => guarded(() => redis.delete(key)),
        async revalidateTag(tag) {
          try {
            await guarded(
              async () => {
                await state.client.hSet(state.prefix + REVALIDATED_TAGS, tag, Date.now());
                await redis.revalidateTag(tag);
              },
              { invalidation: true },
            );
          } catch (error) {
            remember(state, tag);
            console.warn(`[cache] invalidation of "${tag}" deferred until Redis answers (${error?.message ?? error})`);
            throw error; // the library logs it and carries on: the admin's save still succeeds
          }
        },
      },
    ],
  };
}

/** Whether one of `tags` was invalidated within WRITE_FENCE_MS (true when Redis cannot say). */
async function recentlyInvalidated(tags) {
  if (!state.prefix) return false; // not configured yet: nothing was invalidated through it
  try {
    const times = await guarded(() => state.client.hmGet(state.prefix + REVALIDATED_TAGS, tags));
    return times.some((t) => t && Number(t) > Date.now() - WRITE_FENCE_MS);
  } catch {
    return true; // the write would fail anyway
  }
}

/**
 * Whether a write must be dropped: a page or route whose tags were invalidated within WRITE_FENCE_MS
 * (its render may have begun before the invalidation, on this instance or another).
 */
async function refusesWrite(data, ctx) {
  const tags = data?.kind === 'APP_PAGE' ? entryTags(data) : (ctx?.tags ?? []);
  return tags.length > 0 && (await recentlyInvalidated(tags));
}

module.exports = { onCreation, refusesWrite };
