import { getConfig } from '../config';
import { requestHost, requestProto } from '../http/forwarded';
import { readBodyCapped } from '../http/read-body-capped';
import { DEFAULT_LOCALE, isAppLocale, LOCALE_COOKIE, splitLocale, type AppLocale } from '../i18n/routing';

/**
 * Cross-site POST protection for the auth route handlers: a browser always sends Origin on POST,
 * and it must name this host. Requests without Origin (curl, server-to-server) are not cross-site
 * browser requests and carry no ambient cookies of a victim, so they pass, unless
 * Sec-Fetch-Site says cross-site. X-Forwarded-Host names this host only behind a trusted proxy
 * (TRUST_PROXY): otherwise the sender could set it to match its own Origin.
 */
export function isSameOrigin(request: Request, trustProxy: number | boolean): boolean {
  const host = requestHost(request.headers, trustProxy);
  const origin = request.headers.get('origin');
  if (origin) {
    if (origin === 'null' || !host) return false;
    try {
      return new URL(origin).host === host;
    } catch {
      return false;
    }
  }
  const site = request.headers.get('sec-fetch-site');
  return !site || site === 'same-origin' || site === 'none';
}

/** The visitor's language for a route handler's messages: the form's, else the page's, else the cookie's. */
export function requestLocale(request: Request, fromBody?: unknown): AppLocale {
  if (isAppLocale(fromBody)) return fromBody;
  const referer = request.headers.get('referer');
  if (referer) {
    try {
      const { locale, prefixed } = splitLocale(new URL(referer).pathname);
      if (prefixed) return locale;
      return DEFAULT_LOCALE;
    } catch {
      // fall through
    }
  }
  const cookie = (request.headers.get('cookie') ?? '')
    .split(';')
    .map((c) => c.trim().split('='))
    .find(([name]) => name === LOCALE_COOKIE)?.[1];
  return isAppLocale(cookie) ? cookie : DEFAULT_LOCALE;
}

/**
 * Secure cookies, except over plain http on a loopback host (a local `next start`, e2e). The scheme
 * comes from X-Forwarded-Proto only behind a trusted proxy (lib/http/forwarded.ts).
 */
export function cookieSecure(request: Request, isProduction: boolean, trustProxy: number | boolean): boolean {
  if (!isProduction) return false;
  const proto = requestProto(request.headers, trustProxy);
  const host = (request.headers.get('host') ?? '').replace(/:\d+$/, '');
  const loopback = host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
  return !(proto === 'http' && loopback);
}

/** The auth forms post a few short fields; anything larger is refused before it is parsed. */
export const AUTH_BODY_LIMIT_BYTES = 4 * 1024;

export class BodyTooLargeError extends Error {
  constructor() {
    super('Request body too large');
    this.name = 'BodyTooLargeError';
  }
}

/** The body as text, at most `limit` bytes (lib/http/read-body-capped.ts); over it, BodyTooLargeError. */
async function readAuthBody(request: Request, limit: number): Promise<string> {
  const body = await readBodyCapped(request, limit);
  if (!body.ok) throw new BodyTooLargeError();
  return body.text;
}

/**
 * The posted fields, from JSON (the enhanced forms) or a plain form post (urlencoded or
 * multipart), read with the byte cap above. Throws BodyTooLargeError (→ 413).
 */
export async function readFields(
  request: Request,
  limit = AUTH_BODY_LIMIT_BYTES,
): Promise<{ fields: Record<string, string>; isForm: boolean }> {
  const type = request.headers.get('content-type') ?? '';
  const fields: Record<string, string> = {};
  const text = await readAuthBody(request, limit);
  if (type.includes('application/json')) {
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      // malformed JSON: no fields (the schema reports what is missing)
    }
    if (body && typeof body === 'object') {
      for (const [k, v] of Object.entries(body)) if (typeof v === 'string') fields[k] = v;
    }
    return { fields, isForm: false };
  }
  if (type.includes('form')) {
    // The capped bytes, parsed by the platform (handles urlencoded and multipart boundaries).
    const form = await new Response(text, { headers: { 'content-type': type } }).formData().catch(() => null);
    form?.forEach((v, k) => {
      if (typeof v === 'string') fields[k] = v;
    });
  }
  return { fields, isForm: true };
}

/**
 * How every auth POST starts: refuse a cross-site request (403) and an oversized body (413), else
 * the posted fields. The caller returns `response` as it is.
 */
export async function readAuthPost(
  request: Request,
  trustProxy: number | boolean = getConfig().trustProxy,
): Promise<{ ok: true; fields: Record<string, string>; isForm: boolean } | { ok: false; response: Response }> {
  if (!isSameOrigin(request, trustProxy)) {
    const body = JSON.stringify({ ok: false, message: 'Cross-site request refused' });
    return {
      ok: false,
      response: new Response(body, { status: 403, headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' } }),
    };
  }
  try {
    return { ok: true, ...(await readFields(request)) };
  } catch (error) {
    if (error instanceof BodyTooLargeError) return { ok: false, response: bodyTooLarge() };
    throw error;
  }
}

/** 413 for an oversized body (JSON: the forms show their generic failure message). */
export function bodyTooLarge(): Response {
  return new Response(JSON.stringify({ ok: false, code: 'body-too-large', message: 'Request body too large' }), {
    status: 413,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', Connection: 'close' },
  });
}

/**
 * A 303 to a path on this site with a relative Location: `request.url` may name another host than
 * the browser used (Next rewrites it to localhost), and CSP form-action refuses a redirect there.
 */
export function seeOther(path: string, headers: Record<string, string> = {}): Response {
  return new Response(null, { status: 303, headers: { ...headers, Location: path, 'Cache-Control': 'no-store' } });
}
