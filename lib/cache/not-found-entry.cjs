// The entries no page cache keeps (file system or Redis): a page rendered as 404, and an
// `unstable_cache` read that found nothing, whichever store holds the cache (page-cache-handler.cjs).
// CommonJS: Next loads the handler itself (not bundled).

/** True for entries that must not be cached at all. */
function isNotFoundEntry(data) {
  if (!data) return false;
  if ((data.kind === 'APP_PAGE' || data.kind === 'PAGES' || data.kind === 'APP_ROUTE') && data.status === 404) return true;
  // unstable_cache stores its result as JSON in a FETCH entry; null = nothing found.
  return data.kind === 'FETCH' && data.data != null && data.data.body === 'null';
}

module.exports = { isNotFoundEntry };
