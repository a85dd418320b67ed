/**
 * Request-body limits: one table for every place that refuses a body before reading it. Plain
 * JavaScript with no imports, so the Node server's guard (body-guard.mjs, which the server entry
 * server.mjs asks before Next), the shared request rules and the Worker can all use this module.
 *
 * Why a guard in front of Next: for every request middleware sees, Next copies the body into memory
 * (up to `experimental.proxyClientMaxBodySize`, 45 MB here, for the product photos) and waits for
 * the whole body before it answers, even when middleware has already said 413. So the limits must
 * be applied on the request headers, before Next gets the request.
 *
 * Server actions post to the page they belong to, so the page path says which limit applies.
 */
export const MB = 1024 * 1024;

/** Product create/update: main + hover + gallery photos in one save (see next.config.ts); a home section's save. */
export const UPLOAD_BODY_LIMIT = 45 * MB;
/**
 * The blog editor: one image per upload action (the product photos' 10 MB cap per file) plus the
 * multipart framing, and a save whose content is far smaller.
 */
export const BLOG_UPLOAD_BODY_LIMIT = 12 * MB;
/**
 * Every other action and page POST (blog saves, deletes, settings, the quote form) and the API
 * (whose routes cap their bodies far lower themselves). A post at the content limits of
 * lib/blog/blocks/limits.ts is well under it.
 */
export const ACTION_BODY_LIMIT = 2 * MB;

/** The locale prefixes of lib/i18n/routing.ts, lower case (checked by body-limits.test.ts). */
export const LOCALE_PREFIXES = ['en', 'id', 'zh-cn'];

/**
 * The admin pages whose actions carry photos (app path, no locale): the product forms, and a home
 * page section's editor (at most four new photos of ≤ 10 MB in one save, lib/home/sections.ts).
 */
export function isUploadPath(appPath) {
  return /^\/admin-panel\/(?:addnew|itemlist\/[^/]+|home\/[^/]+)$/.test(appPath);
}

/** The blog editor pages (create, edit), whose upload action carries one image. */
export function isBlogUploadPath(appPath) {
  return /^\/admin-panel\/blog\/(?:create|edit\/[^/]+)$/.test(appPath);
}

/**
 * Whether the request carries an admin session cookie (embedded sign-in, or Supabase's `sb-…`
 * auth-token cookie, possibly split in chunks). Not a sign-in check (middleware and every action
 * verify the session): it only keeps an anonymous client at the small limit on the upload pages.
 */
export function hasSessionCookie(cookieHeader) {
  if (!cookieHeader) return false;
  return /(?:^|;)\s*(?:admin_session|sb-[^=;]*-auth-token(?:\.\d+)?)=[^;\s]/.test(cookieHeader);
}

/**
 * The app path a raw request path targets, normalised like lib/auth/admin-path.ts
 * normalizeAppPath (decoded, `\` and `//` folded, lower case, `.rsc` and a trailing slash dropped,
 * no locale prefix), so no spelling of an upload page gets a different limit than middleware gives.
 */
export function requestAppPath(rawPathname) {
  let p = rawPathname;
  for (let i = 0; i < 5; i++) {
    let decoded;
    try {
      decoded = decodeURIComponent(p);
    } catch {
      break;
    }
    if (decoded === p) break;
    p = decoded;
  }
  p = p
    .replace(/\\/g, '/')
    .replace(/\/{2,}/g, '/')
    .toLowerCase();
  p = p.replace(/\.(rsc|txt|html|json)$/, '').replace(/\/+$/, '') || '/';
  const match = /^\/([^/]+)(\/.*)?$/.exec(p);
  if (match && LOCALE_PREFIXES.includes(match[1])) return match[2] || '/';
  return p;
}

/**
 * 413 when the declared body is over the path's limit, 411 when a body comes without a length
 * (chunked: its size is unknown until read), else null. GET and HEAD are not checked: Next never
 * copies their bodies. OPTIONS is (Next copies its body like a POST's; a preflight has none).
 * `headers` is anything with `get(name)`: a fetch `Headers`, or an adapter over Node's headers.
 * A photo-sized limit needs an upload page (product forms, blog editor) AND a session cookie.
 */
export function bodyLimitStatus(method, headers, appPath) {
  if (method === 'GET' || method === 'HEAD') return null;
  const signedIn = hasSessionCookie(headers.get('cookie'));
  const limit =
    signedIn && isUploadPath(appPath)
      ? UPLOAD_BODY_LIMIT
      : signedIn && isBlogUploadPath(appPath)
        ? BLOG_UPLOAD_BODY_LIMIT
        : ACTION_BODY_LIMIT;
  const length = headers.get('content-length');
  if (length === null || length === undefined) return headers.get('transfer-encoding') ? 411 : null;
  if (!/^\d+$/.test(length)) return 413;
  return Number(length) > limit ? 413 : null;
}

const BODY_REFUSAL_TEXT = { 411: 'Length Required: send the body with a Content-Length.\n', 413: 'Payload Too Large\n' };

/**
 * The answer to a refused body (411 or 413) on either host: a short text, never stored, and the
 * connection closed after it (the body is not read).
 */
export function bodyRefusal(status) {
  const body = BODY_REFUSAL_TEXT[status];
  return {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', Connection: 'close' },
    body,
  };
}

/**
 * The decision for a raw request as a server receives it (`url` is the request target: a path with
 * its query, or an absolute URL). Routes under /api/ never pass through middleware, so Next never
 * copies their bodies; they read a body without a length themselves, counting the bytes
 * (lib/http/read-body-capped.ts), so only a declared length over the limit is refused there.
 */
export function requestBodyStatus(method, url, headers) {
  // Every page view: answered before parsing the URL (bodyLimitStatus ignores these methods too).
  if (method === 'GET' || method === 'HEAD') return null;
  let pathname;
  try {
    pathname = new URL(url, 'http://localhost').pathname;
  } catch {
    pathname = '/';
  }
  const status = bodyLimitStatus(method, headers, requestAppPath(pathname));
  if (status === 411 && pathname.startsWith('/api/')) return null;
  return status;
}
