import { defineRouting } from 'next-intl/routing';

export const LOCALES = ['en', 'id', 'zh-CN'] as const;
export type AppLocale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE = 'en' satisfies AppLocale;
export const LOCALE_COOKIE = 'NEXT_LOCALE';

/** Short labels of the language menu (SPEC: ID, EN, CN). */
export const LOCALE_LABELS: Record<AppLocale, string> = { en: 'EN', id: 'ID', 'zh-CN': 'CN' };

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  // en at /…, Indonesian at /id/…, Chinese at /zh-CN/…
  localePrefix: 'as-needed',
  localeCookie: { name: LOCALE_COOKIE, maxAge: 60 * 60 * 24 * 365, sameSite: 'lax' },
  // No `Link: hreflang` response header: most public pages skip middleware now and
  // every page carries the same alternates in its HTML (lib/seo/alternates.ts).
  alternateLinks: false,
});

export function isAppLocale(value: unknown): value is AppLocale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Maps `?lng=` values the old site used (en, id, zh, zh-CN, zh-cn …) to a locale. */
export function localeFromLng(value: string | null): AppLocale | null {
  if (!value) return null;
  const v = value.trim().toLowerCase();
  if (v === 'en' || v.startsWith('en-')) return 'en';
  if (v === 'id' || v.startsWith('id-') || v === 'in') return 'id';
  if (v === 'zh' || v.startsWith('zh')) return 'zh-CN';
  return null;
}

/** The path of `pathname` (unprefixed, e.g. `/blog`) in `locale`. */
export function localizedPath(locale: AppLocale, pathname: string): string {
  const clean = pathname.startsWith('/') ? pathname : `/${pathname}`;
  if (locale === DEFAULT_LOCALE) return clean;
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`;
}

/** Splits `/id/blog` into `{ locale: 'id', pathname: '/blog' }`; unprefixed paths are the default locale. */
export function splitLocale(pathname: string): { locale: AppLocale; pathname: string; prefixed: boolean } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const first = match?.[1];
  const found = LOCALES.find((l) => l.toLowerCase() === first?.toLowerCase());
  if (found) return { locale: found, pathname: match?.[2] || '/', prefixed: true };
  return { locale: DEFAULT_LOCALE, pathname: pathname || '/', prefixed: false };
}
