// The answer to a search over the limit (./rate-limit.ts): 429 with Retry-After and a small page in
// the visitor's language. Built in the middleware, before Next renders anything (a page cannot set
// its own status), so it is a plain page (lib/http/plain-page.ts).
import { createTranslator } from 'use-intl/core';
import en from '../../messages/en.json';
import id from '../../messages/id.json';
import zh from '../../messages/zh-CN.json';
import { clientIp } from '@/lib/auth/client-ip';
import { plainPage, plainPageHeaders } from '@/lib/http/plain-page';
import { localizedPath, splitLocale, type AppLocale } from '@/lib/i18n/routing';
import { parseSearchRequest } from './query';
import { createSearchLimiter, searchLimitFromEnv, type SearchLimiter } from './rate-limit';

const MESSAGES = { en, id, 'zh-CN': zh } as const;

export function rateLimitedSearchResponse(locale: AppLocale, retryAfterSeconds: number): Response {
  const t = createTranslator({ locale, messages: MESSAGES[locale], namespace: 'search' });
  const body = plainPage({
    lang: locale,
    title: t('rateLimitedTitle'),
    body: t('rateLimited', { seconds: retryAfterSeconds }),
    link: { href: localizedPath(locale, '/search'), label: t('rateLimitedBack') },
  });
  return new Response(body, { status: 429, headers: plainPageHeaders({ 'Retry-After': String(retryAfterSeconds) }) });
}

let limiter: SearchLimiter | undefined;

/**
 * The middleware's check: a request of `/[locale]/search` that would run a search, by ANY method
 * (Next renders the page for a POST too; the server's request rules answer such a POST 405 before
 * it gets here, lib/security/request-rules.ts), over the limit for its address → the 429 page;
 * anything else → null (the request goes on).
 */
export function searchRateLimitResponse(
  request: { method: string; pathname: string; searchParams: URLSearchParams; headers: Headers },
  trustProxy: boolean | number,
): Response | null {
  const { locale, pathname } = splitLocale(request.pathname);
  if (pathname !== '/search') return null;
  const wanted = parseSearchRequest({ q: request.searchParams.getAll('q'), page: request.searchParams.get('page') ?? undefined });
  if (wanted.kind !== 'search') return null;
  limiter ??= createSearchLimiter(searchLimitFromEnv(process.env.SEARCH_RATE_LIMIT));
  const verdict = limiter.take(clientIp(request.headers, trustProxy));
  return verdict.allowed ? null : rateLimitedSearchResponse(locale, verdict.retryAfterSeconds);
}
