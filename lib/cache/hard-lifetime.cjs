// Entry lifetimes both page caches (file system and Redis) hand back to Next, for scheduled
// publishing (docs/decisions/026-scheduled-publishing-without-a-scheduler.md). CommonJS: Next loads the handlers
// itself (not bundled).
//  - A page, feed or sitemap whose blog reads carry HARD_LIFETIME_TAG was cached with a lifetime that
//    ends when a scheduled post goes live. Next would serve it stale once more past that time (and
//    re-render in the background), so the first visitor after it would still miss the post: its
//    `expire` is set to its `revalidate`, which makes Next render it before answering.
//  - The Redis library stores `lifespan` but no `cacheControl`, so Next fell back to what *this*
//    process remembered about the route (nothing, on an instance that never rendered it: never
//    stale). The entry's own lifetime is given back, so every instance ages it the same way.
//  - Such a page also carries `lifetime:until:<ms>`, the moment its lifetime ends. Next counts the
//    lifetime from when the page was stored, after its render, so it would end late by as long as
//    the render took; it is shortened to end at that moment (never lengthened).

/** Same string as BLOG_TAGS.scheduleEdge (lib/blog/tags.ts); a unit test keeps them equal. */
const HARD_LIFETIME_TAG = 'lifetime:hard';
/** Prefix of BLOG_TAGS.scheduleUntil. */
const LIFETIME_UNTIL_PREFIX = 'lifetime:until:';

/** The earliest `lifetime:until:<ms>` among `tags`, or undefined. */
function lifetimeEnd(tags) {
  let end;
  for (const tag of tags) {
    if (!tag.startsWith(LIFETIME_UNTIL_PREFIX)) continue;
    const at = Number(tag.slice(LIFETIME_UNTIL_PREFIX.length));
    if (Number.isFinite(at) && (end === undefined || at < end)) end = at;
  }
  return end;
}

/** The cache tags Next puts in an entry's headers (a comma-separated string or a list). */
function entryTags(value) {
  const header = value?.headers?.['x-next-cache-tags'];
  if (Array.isArray(header)) return header;
  return typeof header === 'string' && header ? header.split(',') : [];
}

/** The entry as Next should see it (the same object when nothing changes). */
function withEntryLifetime(entry) {
  const kind = entry?.value?.kind;
  if (kind !== 'APP_PAGE' && kind !== 'APP_ROUTE') return entry;
  let cacheControl = entry.cacheControl;
  if (!cacheControl && entry.lifespan) cacheControl = { revalidate: entry.lifespan.revalidate ?? false, expire: undefined };
  const tags = entryTags(entry.value);
  if (cacheControl && typeof cacheControl.revalidate === 'number' && tags.includes(HARD_LIFETIME_TAG)) {
    const end = lifetimeEnd(tags);
    const left = end !== undefined && typeof entry.lastModified === 'number' ? Math.floor((end - entry.lastModified) / 1000) : Infinity;
    const revalidate = Math.max(0, Math.min(cacheControl.revalidate, left));
    cacheControl = { ...cacheControl, revalidate, expire: revalidate };
  }
  return cacheControl === entry.cacheControl ? entry : { ...entry, cacheControl };
}

module.exports = { HARD_LIFETIME_TAG, LIFETIME_UNTIL_PREFIX, entryTags, lifetimeEnd, withEntryLifetime };
