/**
 * Request-body limits: one table for every place that refuses a body before reading it. Plain
 * JavaScript with no imports, so the Node server's guard (body-guard.mjs, which the server entry
 * server.mjs asks before Next), the shared request rules and the Worker can all use this module.
 *
 * Why a guard in front of Next: for every request middleware sees, Next copies the body into memory
 * (up to `experimental.proxyClientMaxBodySize`) and waits for the whole body before it answers,
 * even when middleware has already said 413. So the limits must be applied on the request
 * headers, before Next gets the request.
 *
 * Photos never travel in a server action: the admin forms send each one on its own to the upload
 * route (app/api/admin/uploads), whose limit is one photo's, and the save names the upload.
 */
export const MB = 1024 * 1024;

/** The upload route: one photo (lib/catalog/photos.ts MAX_PHOTO_BYTES, kept equal by body-limits.test.ts), as the raw body. */
export const PHOTO_UPLOAD_BODY_LIMIT = 10 * MB;
/**
 * Every server action and page POST (item and post saves, deletes, settings, the quote form, the
 * product CSV import's file of at most 2 MB) and the rest of the API (whose routes cap their bodies
 * far lower themselves). A post at the content limits of lib/blog/blocks/limits.ts is well under it.
 */
export const ACTION_BODY_LIMIT = 2 * MB;

/** The locale prefixes of lib/i18n/routing.ts, lower case (checked by body-limits.test.ts). */
export const LOCALE_PREFIXES = ['en', 'id', 'zh-cn'];

/**
 * The photo upload route, as the request target spells it: exactly, since a route under /api/ is
 * never reached through another spelling (those go through middleware, which copies the body).
 */
export const PHOTO_UPLOAD_PATH = '/api/admin/uploads';

/**
 * Whether the request carries an admin session cookie (embedded sign-in, or Supabase's `sb-…`
 * auth-token cookie, possibly split in chunks). Not a sign-in check (middleware and every action
 * verify the session): it only keeps an anonymous client at the small limit on the upload route.
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
 * `photoUpload`: the request targets the upload route (requestBodyStatus decides); the photo-sized
 * limit needs that AND a session cookie. Every page (so middleware's every request) has the other.
 */
export function bodyLimitStatus(method, headers, photoUpload = false) {
  if (method === 'GET' || method === 'HEAD') return null;
  const limit = photoUpload && hasSessionCookie(headers.get('cookie')) ? PHOTO_UPLOAD_BODY_LIMIT : ACTION_BODY_LIMIT;
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
  const status = bodyLimitStatus(method, headers, pathname === PHOTO_UPLOAD_PATH);
  if (status === 411 && pathname.startsWith('/api/')) return null;
  return status;
}
