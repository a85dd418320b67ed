'use client';

import { useParams, usePathname } from 'next/navigation';
import { isAppLocale, DEFAULT_LOCALE, LOCALES, LOCALE_LABELS, localizedPath, splitLocale, type AppLocale } from '@/lib/i18n/routing';
import { NavDropdown } from './nav-dropdown';

export type LanguageNames = Record<AppLocale, string>;

// SPEC order of the menu: ID, EN, CN. A Record, so a new locale without a place is a compile error.
const MENU_POSITION: Record<AppLocale, number> = { id: 0, en: 1, 'zh-CN': 2 };

/**
 * Links to the current page in each language, built from the browser's path (the header is part of
 * cached layouts that do not know the page). Following one stores the choice in the NEXT_LOCALE
 * cookie in the browser (lib/i18n/locale-cookie.ts), so the server never reads cookies here.
 * Plain links (a full page load of the other language's cached page): next-intl's client navigation
 * would ship its runtime with every public page, next/link ~3 KiB (see components/site/localized-link.tsx).
 * Returns the current locale and the current page's path in each language, in the menu's order.
 */
export function useLanguageLinks(): { current: AppLocale; links: { locale: AppLocale; href: string }[] } {
  const { pathname } = splitLocale(usePathname() ?? '/');
  const param = useParams()?.locale;
  const current: AppLocale = isAppLocale(param) ? param : DEFAULT_LOCALE;
  const locales = [...LOCALES].sort((a, b) => MENU_POSITION[a] - MENU_POSITION[b]);
  return { current, links: locales.map((l) => ({ locale: l, href: localizedPath(l, pathname) })) };
}

/** The header bar's language dropdown (the mobile menu's list is components/site/mobile-menu-panel.tsx). */
export function LanguageMenu({ label, names }: { label: string; names: LanguageNames }) {
  const { current, links } = useLanguageLinks();
  return (
    <NavDropdown
      label={LOCALE_LABELS[current]}
      buttonLabel={label}
      items={links.map(({ locale: l, href }) => ({
        href,
        locale: l,
        lang: l,
        label: `${LOCALE_LABELS[l]} · ${names[l]}`,
        current: l === current,
      }))}
    />
  );
}
