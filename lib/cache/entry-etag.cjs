// The ETag of a cached page, computed once per cache entry instead of once per request. Next's own
// `generateEtags` hashes the whole HTML in JavaScript on every response (an FNV loop over ~70 KB):
// measured with --cpu-prof it was 10–13 % of the server's CPU per cached page, more than all our
// hooks together. next.config.ts turns it off; both page caches hand the entry back with an
// `etag` header instead (Next copies an entry's headers onto the response), keyed by the entry's
// value object, which the file-system cache's memory layer returns unchanged on every hit. The
// 304 answer to `If-None-Match` is given in lib/http/cache-headers.ts. CommonJS: Next loads the
// handlers itself (not bundled).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS, see above
const crypto = require('node:crypto');

const etags = new WeakMap(); // entry value -> its ETag

/** A strong validator for the bytes of `html` (a string or bytes). */
function etagOf(html) {
  return `"${crypto.createHash('sha1').update(html).digest('base64url')}"`;
}

/** The entry with an `etag` header on its page value (the same object when there is nothing to add). */
function withEntryEtag(entry) {
  const value = entry?.value;
  if (!value || value.kind !== 'APP_PAGE' || (typeof value.html !== 'string' && !Buffer.isBuffer(value.html))) return entry;
  if (value.status !== undefined && value.status !== 200) return entry;
  if (value.headers?.etag) return entry;
  let etag = etags.get(value);
  if (!etag) {
    etag = etagOf(value.html);
    etags.set(value, etag);
  }
  return { ...entry, value: { ...value, headers: { ...value.headers, etag } } };
}

module.exports = { etagOf, withEntryEtag };
