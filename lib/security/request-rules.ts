// What a request must look like before Next sees it, on either host: the Node server's request hook
// (./method-guard.ts, with the body limits in ./body-guard.mjs) and the Cloudflare Worker's entry
// (./edge-request.mjs) both ask `requestRefusal`.
// - A method no page or handler answers (TRACE, PUT, …): 405 with `Allow`. Next builds a fetch
//   `Request` for middleware and route handlers, and the fetch standard forbids TRACE, TRACK and
//   CONNECT there: the constructor throws and Next answered 500.
// - A path whose percent-encoding does not decode (`/%ff`, `/blog/%E0%A4%A`): Next fails to decode
//   the route's parameters and answers 500 (an open Next.js bug for apps with dynamic segments), so
//   it is answered here: 400 with a short page in the visitor's language.
// - A POST to a page that has no Server Action (home, catalogue, blog, search, any unknown path):
//   Next would render the page for it as for a GET, uncached and unthrottled, so it is 405. The pages
//   whose forms post are listed in POST_PAGES; route handlers under /api/ answer their own methods.
// Edge-safe: no `node:` import.
import { createTranslator } from 'use-intl/core';
import en from '../../messages/en.json';
import id from '../../messages/id.json';
import zh from '../../messages/zh-CN.json';
import { plainPage, plainPageHeaders } from '../http/plain-page';
import { LOCALES, localizedPath, type AppLocale } from '../i18n/routing';
import { bodyRefusal, requestAppPath, requestBodyStatus, type HeaderReader } from './body-limits.mjs';

const MESSAGES = { en, id, 'zh-CN': zh } as const;

/**
 * The pages a form or Server Action posts to (app paths, no locale): the admin area and sign-in,
 * the quote form (`/quote`) and a buyer's answer on their quotation (`/q/<token>`).
 */
const POST_PAGES = /^\/(?:(?:admin-panel|login)(?:\/|$)|quote$|q\/[^/]+$)/;

export type Refusal = { status: 400 | 405 | 411 | 413; headers: Record<string, string>; body: string | null };

/** Every method some page or route handler of this site answers (pages: GET/HEAD, forms and server actions: POST). */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'OPTIONS'] as const;
export const ALLOW_HEADER = ALLOWED_METHODS.join(', ');

export function isAllowedMethod(method: string | undefined): boolean {
  return (ALLOWED_METHODS as readonly string[]).includes(method ?? '');
}

/** 405 for a method the site does not answer (a body, if any, is dropped unread). */
export function methodRefusal(): Refusal {
  return {
    status: 405,
    headers: { Allow: ALLOW_HEADER, 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' },
    body: null,
  };
}

/** The path of a request target (`/a/b?x`, or an absolute URL), undecoded; '/' when there is none. */
function rawPath(url: string): string {
  const path = url.startsWith('/') ? url : url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '');
  return path.split(/[?#]/, 1)[0] || '/';
}

function decodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/** The visitor's language from the path's first segment (`/id/…`, `/zh-CN/…`), else English. */
function pathLocale(path: string): AppLocale {
  const first = path.split('/')[1]?.toLowerCase();
  return LOCALES.find((l) => l.toLowerCase() === first) ?? 'en';
}

/** 400: the address does not decode. A short page in the path's language, with a link home. */
export function badAddressPage(path: string): Refusal {
  const locale = pathLocale(path);
  const t = createTranslator({ locale, messages: MESSAGES[locale], namespace: 'badRequest' });
  const body = plainPage({
    lang: locale,
    title: t('title'),
    body: t('body'),
    link: { href: localizedPath(locale, '/'), label: t('home') },
  });
  return { status: 400, headers: plainPageHeaders(), body };
}

/**
 * Whether a POST to this path reaches a form or Server Action. Route handlers under /api/ decide
 * for themselves, and Next's own endpoints (`/_next/`, the dev server's `/__nextjs_…`) are Next's.
 */
export function acceptsPost(path: string): boolean {
  if (/^\/(?:api\/|_next\/|__nextjs)/.test(path)) return true;
  return POST_PAGES.test(requestAppPath(path));
}

/**
 * The answer to a request Next must not see, or null to let it through. With `headers`, also the
 * body limits (./body-limits.mjs: 411/413 from the headers alone); the Node server checks those
 * earlier, in ./body-guard.mjs, which runs before any TypeScript is loaded.
 */
export function requestRefusal(method: string, url: string, headers?: HeaderReader): Refusal | null {
  if (!isAllowedMethod(method)) return methodRefusal();
  const path = rawPath(url);
  if (!decodes(path)) return badAddressPage(path);
  if (method === 'POST' && !acceptsPost(path)) {
    return { status: 405, headers: { Allow: 'GET, HEAD', 'Cache-Control': 'no-store' }, body: null };
  }
  const bodyStatus = headers ? requestBodyStatus(method, url, headers) : null;
  return bodyStatus ? bodyRefusal(bodyStatus) : null;
}
