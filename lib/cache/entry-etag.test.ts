import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

// CommonJS, loaded by Next itself: required the same way here.
const require = createRequire(import.meta.url);
type Entry = { value: Record<string, unknown> | null; lastModified?: number } | null;
const { withEntryEtag, etagOf } = require('./entry-etag.cjs') as {
  withEntryEtag: (entry: Entry) => Promise<Entry>;
  etagOf: (html: string) => Promise<string>;
};

const page = (html: string, extra: Record<string, unknown> = {}) => ({
  value: { kind: 'APP_PAGE', html, rscData: Buffer.from('flight'), headers: { 'x-next-cache-tags': 'a,b' }, status: 200, ...extra },
  lastModified: 1,
});

describe('withEntryEtag', () => {
  it('gives a cached page an ETag header of its HTML, keeping its other headers and the stored entry as it was', async () => {
    const entry = page('<html>one</html>');
    const served = (await withEntryEtag(entry))!;
    expect(served.value!.headers).toEqual({ 'x-next-cache-tags': 'a,b', etag: await etagOf('<html>one</html>') });
    expect(entry.value.headers).toEqual({ 'x-next-cache-tags': 'a,b' });
    expect(await etagOf('<html>one</html>')).toBe(`"${createHash('sha1').update('<html>one</html>').digest('base64url')}"`);
    expect((await withEntryEtag(page('<html>two</html>')))!.value!.headers).not.toEqual(served.value!.headers);
  });

  it('hashes an entry once: a second hit of the same entry gets the same tag without reading the HTML again', async () => {
    const entry = page('<html>one</html>');
    const first = (await withEntryEtag(entry))!.value!.headers as Record<string, string>;
    // Were the HTML hashed again, this change would show; the memory cache never changes an entry in place.
    entry.value.html = '<html>changed</html>';
    const second = (await withEntryEtag(entry))!.value!.headers as Record<string, string>;
    expect(second.etag).toBe(first.etag);
  });

  it('leaves other entries alone: route bodies, data, 404 pages, misses, and a page that has an ETag', async () => {
    const route = { value: { kind: 'APP_ROUTE', body: Buffer.from('x'), headers: {}, status: 200 } };
    const fetchEntry = { value: { kind: 'FETCH', data: { body: '{}' } } };
    const notFound = page('<html>404</html>', { status: 404 });
    const tagged = page('<html>x</html>', { headers: { etag: '"own"' } });
    for (const entry of [route, fetchEntry, notFound, tagged, null, { value: null }])
      expect(await withEntryEtag(entry as Entry)).toBe(entry);
  });

  it('needs no Node module: Next bundles the page cache handlers into the edge middleware too', () => {
    const source = readFileSync(require.resolve('./entry-etag.cjs'), 'utf8');
    expect(source).not.toMatch(/require\(\s*['"]/);
  });
});
