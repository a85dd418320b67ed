/**
 * The Content-Security-Policy, built per request in middleware (so run-time configuration such as
 * the Supabase origin applies without a rebuild).
 * - With a nonce (admin pages, sign-in and the buyer's quotation page, always rendered per request):
 *   scripts need the nonce;
 *   `'strict-dynamic'` lets Next's nonce'd loader add its chunks. No 'unsafe-inline'.
 * - Without (public pages, cached and shared between visitors, see docs/decisions/020-middleware-only-where-needed.md): 'self' plus
 *   'unsafe-inline' for Next's inline bootstrap and flight-data scripts.
 */
export interface CspOptions {
  nonce?: string;
  dev?: boolean;
  /** e.g. https://abc.supabase.co: photos (img-src) and the browser's Supabase calls (connect-src). */
  supabaseOrigin?: string;
}

export function buildCsp({ nonce, dev = false, supabaseOrigin = '' }: CspOptions): string {
  const scripts = nonce ? `'self' 'nonce-${nonce}' 'strict-dynamic'` : "'self' 'unsafe-inline'";
  const supabase = supabaseOrigin ? ` ${supabaseOrigin}` : '';
  const supabaseWs = supabaseOrigin ? ` ${supabaseOrigin.replace(/^https:/, 'wss:').replace(/^http:/, 'ws:')}` : '';
  return [
    "default-src 'self'",
    `script-src ${scripts}${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${supabase}`,
    "font-src 'self' data:",
    `connect-src 'self'${supabase}${supabaseWs}${dev ? ' ws:' : ''}`,
    'frame-src https://www.google.com https://maps.google.com',
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    ...(dev ? [] : ['upgrade-insecure-requests']),
  ].join('; ');
}

/** 128 random bits, base64: unguessable per response. Edge-safe (Web Crypto). */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/** `[aA]…`: a letter of any case (Next's header sources match case-insensitively, OpenNext's do not). */
const anyCase = (word: string) => word.replace(/[a-z]/gi, (c) => `[${c.toLowerCase()}${c.toUpperCase()}]`);

/**
 * next.config.ts `headers()` source of the nonce-less policy: every path but the pages that get
 * their nonce policy from middleware (usesNonce, with or without a locale prefix). On Node,
 * middleware's header replaced the static one there anyway; OpenNext (the Workers host) applies
 * next.config headers after middleware's, so the static one must not be sent on those pages at all.
 */
export function staticCspSource(localePrefixes: readonly string[]): string {
  const locales = localePrefixes.map(anyCase).join('|');
  return `/((?!(?:(?:${locales})/)?(?:${anyCase('admin-panel')}(?:/|$)|${anyCase('login')}(?:/|$)|${anyCase('q')}/)).*)`;
}

/**
 * Pages rendered per request, where a nonce can match the HTML: the admin area, sign-in, and the
 * buyer's quotation page `/q/<token>` (and its PDF download), which holds a buyer's prices and form.
 */
export function usesNonce(appPath: string): boolean {
  return /^\/(?:(?:admin-panel|login)(?:\/|$)|q\/)/.test(appPath);
}
