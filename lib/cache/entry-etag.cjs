// The ETag of a cached page, computed once per cache entry instead of once per request. Next's own
// `generateEtags` hashes the whole HTML in JavaScript on every response (an FNV loop over ~70 KB):
// measured with --cpu-prof it was 10–13 % of the server's CPU per cached page, more than all our
// hooks together. next.config.ts turns it off; the page cache (page-cache-handler.cjs) hands the entry
// back with an `etag` header instead (Next copies an entry's headers onto the response), keyed by
// the entry's value object, which the memory store returns unchanged on every hit. The
// 304 answer to `If-None-Match` is given in lib/http/cache-headers.ts. CommonJS: Next loads the
// handlers itself (not bundled). Next also bundles the handlers into the edge middleware, which has
// no `node:` modules: hence Web Crypto and no Buffer here.

const etags = new WeakMap(); // entry value -> its ETag

/** A strong validator for `html` (a string or bytes): its SHA-1, base64url. */
async function etagOf(html) {
  const bytes = typeof html === 'string' ? new TextEncoder().encode(html) : html;
  const digest = new Uint8Array(await globalThis.crypto.subtle.digest('SHA-1', bytes));
  const base64 = btoa(String.fromCharCode(...digest));
  return `"${base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}"`;
}

/** The entry with an `etag` header on its page value (the same object when there is nothing to add). */
async function withEntryEtag(entry) {
  const value = entry?.value;
  if (!value || value.kind !== 'APP_PAGE' || (typeof value.html !== 'string' && !(value.html instanceof Uint8Array))) return entry;
  if (value.status !== undefined && value.status !== 200) return entry;
  if (value.headers?.etag) return entry;
  let etag = etags.get(value);
  if (!etag) {
    etag = await etagOf(value.html);
    etags.set(value, etag);
  }
  return { ...entry, value: { ...value, headers: { ...value.headers, etag } } };
}

module.exports = { etagOf, withEntryEtag };
