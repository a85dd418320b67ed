'use client';

import { useLocale } from 'next-intl';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { LOCALES, LOCALE_LABELS, type AppLocale } from '@/lib/i18n/routing';
import { NavDropdown } from './nav-dropdown';

export type LanguageNames = Record<AppLocale, string>;

// SPEC order of the menu: ID, EN, CN.
const ORDER: AppLocale[] = ['id', 'en', 'zh-CN'];

/**
 * Links to the current page in each language. next-intl's Link with `locale` also stores the
 * choice in the NEXT_LOCALE cookie (in the browser), so the server never reads cookies here.
 */
export function LanguageMenu({ label, names, variant = 'dropdown' }: { label: string; names: LanguageNames; variant?: 'dropdown' | 'list' }) {
  const pathname = usePathname();
  const current = useLocale() as AppLocale;
  const locales = ORDER.filter((l) => (LOCALES as readonly string[]).includes(l));
  if (variant === 'list') {
    return (
      <ul className="flex gap-2" aria-label={label}>
        {locales.map((l) => (
          <li key={l}>
            <Link
              href={pathname}
              locale={l}
              lang={l}
              aria-current={l === current ? 'true' : undefined}
              aria-label={names[l]}
              className={`inline-flex min-h-11 min-w-12 items-center justify-center rounded-lg border px-3 text-sm font-semibold ${l === current ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 text-slate-700'}`}
            >
              {LOCALE_LABELS[l]}
            </Link>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <NavDropdown
      label={LOCALE_LABELS[current]}
      buttonLabel={label}
      items={locales.map((l) => ({ href: pathname, locale: l, lang: l, label: `${LOCALE_LABELS[l]} · ${names[l]}`, current: l === current }))}
    />
  );
}
