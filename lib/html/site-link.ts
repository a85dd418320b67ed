/**
 * A link to this site: a same-site path (`/products`), or an absolute http(s) URL whose origin is
 * the site's (`siteOrigin`, e.g. SITE_URL). Such links open in the same tab; others in a new one.
 */
export function isSiteLink(href: string, siteOrigin: string | undefined): boolean {
  const value = href.trim();
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) return true;
  if (!siteOrigin) return false;
  try {
    return new URL(value).origin === new URL(siteOrigin).origin;
  } catch {
    return false;
  }
}
