import { splitLocale } from '../i18n/routing';

/**
 * The app path a request really targets, normalised the way the router will see it, so that no
 * spelling of an admin URL (`%2F`, `//`, `\`, upper case, `.rsc`, a trailing slash, a locale prefix)
 * slips past the guard.
 */
export function normalizeAppPath(rawPathname: string): string {
  let p = rawPathname;
  for (let i = 0; i < 5; i++) {
    let decoded: string;
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
  return splitLocale(p).pathname;
}

export function isAdminPath(rawPathname: string): boolean {
  return /^\/admin-panel(?:[/.;]|$)/.test(normalizeAppPath(rawPathname));
}
