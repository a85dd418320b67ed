// The answer to a search over the limit (./rate-limit.ts): 429 with Retry-After and a small page in
// the visitor's language. Built in the middleware, before Next renders anything (a page cannot set
// its own status), so it is plain HTML with no script and no stylesheet.
import { createTranslator } from 'use-intl/core';
import en from '../../messages/en.json';
import id from '../../messages/id.json';
import zh from '../../messages/zh-CN.json';
import { clientIp } from '@/lib/auth/client-ip';
import { localizedPath, splitLocale, type AppLocale } from '@/lib/i18n/routing';
import { parseSearchRequest } from './query';
import { createSearchLimiter, searchLimitFromEnv, type SearchLimiter } from './rate-limit';

const MESSAGES = { en, id, 'zh-CN': zh } as const;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

export function rateLimitedSearchResponse(locale: AppLocale, retryAfterSeconds: number): Response {
  const t = createTranslator({ locale, messages: MESSAGES[locale], namespace: 'search' });
  const title = escapeHtml(t('rateLimitedTitle'));
  const body = [
    '<!doctype html>',
    `<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<meta name="robots" content="noindex"><title>${title}</title></head>`,
    `<body><main><h1>${title}</h1><p>${escapeHtml(t('rateLimited', { seconds: retryAfterSeconds }))}</p>`,
    `<p><a href="${escapeHtml(localizedPath(locale, '/search'))}">${escapeHtml(t('rateLimitedBack'))}</a></p></main></body></html>`,
  ].join('');
  return new Response(body, {
    status: 429,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Retry-After': String(retryAfterSeconds), 'Cache-Control': 'no-store' },
  });
}

let limiter: SearchLimiter | undefined;

/**
 * The middleware's check: a GET or HEAD of `/[locale]/search` that would run a search, over the
 * limit for its address → the 429 page; anything else → null (the request goes on).
 */
export function searchRateLimitResponse(
  request: { method: string; pathname: string; searchParams: URLSearchParams; headers: Headers },
  trustProxy: boolean | number,
): Response | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const { locale, pathname } = splitLocale(request.pathname);
  if (pathname !== '/search') return null;
  const wanted = parseSearchRequest({ q: request.searchParams.getAll('q'), page: request.searchParams.get('page') ?? undefined });
  if (wanted.kind !== 'search') return null;
  limiter ??= createSearchLimiter(searchLimitFromEnv(process.env.SEARCH_RATE_LIMIT));
  const verdict = limiter.take(clientIp(request.headers, trustProxy));
  return verdict.allowed ? null : rateLimitedSearchResponse(locale, verdict.retryAfterSeconds);
}
