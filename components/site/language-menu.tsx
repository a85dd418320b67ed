'use client';

import { useParams, usePathname } from 'next/navigation';
import { rememberLocale } from '@/lib/i18n/locale-cookie';
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
 */
export function LanguageMenu({
  label,
  names,
  variant = 'dropdown',
}: {
  label: string;
  names: LanguageNames;
  variant?: 'dropdown' | 'list';
}) {
  const { pathname } = splitLocale(usePathname() ?? '/');
  const param = useParams()?.locale;
  const current: AppLocale = isAppLocale(param) ? param : DEFAULT_LOCALE;
  const locales = [...LOCALES].sort((a, b) => MENU_POSITION[a] - MENU_POSITION[b]);
  if (variant === 'list') {
    return (
      <ul className="flex gap-2" aria-label={label}>
        {locales.map((l) => (
          <li key={l}>
            <a
              href={localizedPath(l, pathname)}
              hrefLang={l}
              lang={l}
              onClick={() => rememberLocale(l)}
              aria-current={l === current ? 'true' : undefined}
              className={`inline-flex min-h-11 min-w-12 items-center justify-center rounded-lg border px-3 text-sm font-semibold ${l === current ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 text-slate-700'}`}
            >
              {LOCALE_LABELS[l]}
              {/* The visible code first, the full name for screen readers (WCAG 2.5.3 label in name). */}
              <span className="sr-only"> · {names[l]}</span>
            </a>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <NavDropdown
      label={LOCALE_LABELS[current]}
      buttonLabel={label}
      items={locales.map((l) => ({
        href: localizedPath(l, pathname),
        locale: l,
        lang: l,
        label: `${LOCALE_LABELS[l]} · ${names[l]}`,
        current: l === current,
      }))}
    />
  );
}
