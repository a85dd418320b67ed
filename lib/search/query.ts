// The visitor's search words as the search page reads them: bounded before they reach the database,
// so a search cannot be made expensive by its length or by asking for a far page.

/** Longer queries are cut: no product name or article title needs more to be found. */
export const MAX_QUERY_LENGTH = 80;
/** Results per page. */
export const SEARCH_PAGE_SIZE = 10;
/** The last page a search shows: beyond it the visitor should narrow the words instead. */
export const MAX_SEARCH_PAGE = 20;

// One Chinese (or Japanese, Korean) character is a word; one Latin letter matches nearly everything.
const IDEOGRAPH = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

export type SearchRequest = { kind: 'empty' } | { kind: 'too-short'; q: string } | { kind: 'search'; q: string; page: number };

/** Blank spaces collapsed, control characters dropped, cut to MAX_QUERY_LENGTH characters. */
export function normaliseQuery(raw: string | string[] | undefined | null): string {
  const value = Array.isArray(raw) ? (raw[0] ?? '') : (raw ?? '');
  const clean = value
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // By code points, so a cut never splits a character in two.
  return Array.from(clean).slice(0, MAX_QUERY_LENGTH).join('').trim();
}

/** A page number from the URL: 1 when absent or not a positive whole number, at most MAX_SEARCH_PAGE. */
export function parsePage(raw: string | string[] | undefined | null): number {
  const value = Array.isArray(raw) ? raw[0] : raw;
  const page = /^\d{1,6}$/.test(value ?? '') ? Number(value) : 1;
  return Math.min(Math.max(page, 1), MAX_SEARCH_PAGE);
}

/** What the page should do with `?q=&page=`. */
export function parseSearchRequest(params: { q?: string | string[]; page?: string | string[] }): SearchRequest {
  const q = normaliseQuery(params.q);
  if (q === '') return { kind: 'empty' };
  if (Array.from(q).length < 2 && !IDEOGRAPH.test(q)) return { kind: 'too-short', q };
  return { kind: 'search', q, page: parsePage(params.page) };
}

/** Pages to offer for `total` results (at least 1, at most MAX_SEARCH_PAGE). */
export function searchPageCount(total: number): number {
  return Math.min(Math.max(1, Math.ceil(total / SEARCH_PAGE_SIZE)), MAX_SEARCH_PAGE);
}

/** `%`, `_` and the escape character itself stand for themselves in a LIKE pattern. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
