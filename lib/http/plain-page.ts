// A short page answered before Next renders anything (the search limit's 429, a malformed address's
// 400): plain HTML in the visitor's language, no script, one inline style, so it needs no asset and
// carries its own small policy. Edge-safe.

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

const STYLE =
  'body{font-family:system-ui,sans-serif;margin:0;padding:3rem 1rem;color:#0f172a;background:#f8fafc}' +
  'main{max-width:36rem;margin:0 auto}h1{font-size:1.5rem}a{color:#0f5f5c;font-weight:600}';

/** The policy of a plain page: nothing but its inline style. */
export const PLAIN_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

export function plainPage(page: { lang: string; title: string; body: string; link: { href: string; label: string } }): string {
  const title = escapeHtml(page.title);
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(page.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<meta name="robots" content="noindex"><title>${title}</title><style>${STYLE}</style></head>`,
    `<body><main><h1>${title}</h1><p>${escapeHtml(page.body)}</p>`,
    `<p><a href="${escapeHtml(page.link.href)}">${escapeHtml(page.link.label)}</a></p></main></body></html>`,
  ].join('');
}

/** The headers of a plain page's answer. */
export function plainPageHeaders(extra: Record<string, string> = {}): Record<string, string> {
  return {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': PLAIN_PAGE_CSP,
    'X-Content-Type-Options': 'nosniff',
    ...extra,
  };
}
