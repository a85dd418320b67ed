'use client';

import { useParams, usePathname, useSearchParams } from 'next/navigation';
import { NavDropdown } from '@/components/site/nav-dropdown';
import { DEFAULT_LOCALE, isAppLocale, LOCALE_LABELS, LOCALES, localizedPath, splitLocale, type AppLocale } from '@/lib/i18n/routing';

/**
 * The admin's language: links to this same admin page (path and query kept) under each locale
 * prefix. The site's disclosure dropdown (keyboard: arrows, Home/End, Escape back to the button;
 * the button is named "Language …" before its visible code). Every admin text, and the category
 * names, then come in that language.
 */
export function AdminLanguageMenu({ label, names }: { label: string; names: Record<AppLocale, string> }) {
  const { pathname } = splitLocale(usePathname() ?? '/admin-panel');
  const query = useSearchParams()?.toString();
  const param = useParams()?.locale;
  const current: AppLocale = isAppLocale(param) ? param : DEFAULT_LOCALE;
  const suffix = query ? `?${query}` : '';
  return (
    <div data-testid="admin-language">
      <NavDropdown
        label={LOCALE_LABELS[current]}
        buttonLabel={label}
        items={LOCALES.map((l) => ({
          href: localizedPath(l, pathname) + suffix,
          locale: l,
          lang: l,
          label: `${LOCALE_LABELS[l]} · ${names[l]}`,
          current: l === current,
        }))}
      />
    </div>
  );
}
