'use client';

import type { ReactNode } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { QuoteBadge } from '@/components/quote/quote-badge';
import type { QuoteBadgeLabels } from '@/components/quote/labels';
import { rememberLocale } from '@/lib/i18n/locale-cookie';
import { LOCALE_LABELS } from '@/lib/i18n/routing';
import { useLanguageLinks, type LanguageNames } from './language-menu';
import type { DropdownItem } from './nav-dropdown';

/** Final, localised hrefs and words from the server; `about`/`contact` are absent without the landing page's sections. */
export type MobileMenuData = {
  navLabel: string;
  languageLabel: string;
  home: { href: string; label: string };
  about?: { href: string; label: string };
  product: string;
  categories: DropdownItem[];
  blog: { href: string; label: string };
  contact?: { href: string; label: string };
  quoteBadge: QuoteBadgeLabels;
  languageNames: LanguageNames;
};

const LINK = 'menu-link';

/** Links to the current page in each language; following one stores the choice (NEXT_LOCALE cookie). */
function LanguageList({ label, names }: { label: string; names: LanguageNames }) {
  const { current, links } = useLanguageLinks();
  return (
    <ul className="flex gap-2" aria-label={label}>
      {links.map(({ locale: l, href }) => (
        <li key={l}>
          <a
            href={href}
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

/**
 * The mobile menu's content. Rendered in the browser from these props, inside the dialog that is
 * fetched on the first open: as server-rendered children the whole tree (~2 KB) travelled in every
 * page's RSC data, though no one sees it before tapping the menu button.
 */
function MobileMenuPanel({ data }: { data: MobileMenuData }) {
  const { home, about, blog, contact } = data;
  return (
    <>
      <nav aria-label={data.navLabel}>
        <ul className="flex flex-col gap-1">
          <li>
            <a href={home.href} className={LINK}>
              {home.label}
            </a>
          </li>
          {about && (
            <li>
              <a href={about.href} className={LINK}>
                {about.label}
              </a>
            </li>
          )}
          <li>
            <details className="group">
              <summary className={`${LINK} cursor-pointer list-none justify-between [&::-webkit-details-marker]:hidden`}>
                {data.product}
                <svg
                  viewBox="0 0 20 20"
                  className="size-5 transition-transform group-open:rotate-180"
                  fill="currentColor"
                  aria-hidden="true"
                >
                  <path d="M5.5 7.5 10 12l4.5-4.5z" />
                </svg>
              </summary>
              <ul className="ml-3 border-l border-slate-200 pl-3">
                {data.categories.map((c) => (
                  <li key={c.href}>
                    <a href={c.href} lang={c.lang} className="menu-sublink">
                      {c.label}
                    </a>
                  </li>
                ))}
              </ul>
            </details>
          </li>
          <li>
            <a href={blog.href} className={LINK}>
              {blog.label}
            </a>
          </li>
          <li>
            <QuoteBadge labels={data.quoteBadge} variant="menu" />
          </li>
          {contact && (
            <li>
              <a href={contact.href} className={LINK}>
                {contact.label}
              </a>
            </li>
          )}
        </ul>
      </nav>
      <div>
        <p className="mb-2 text-sm font-medium text-slate-500">{data.languageLabel}</p>
        <LanguageList label={data.languageLabel} names={data.languageNames} />
      </div>
    </>
  );
}

/**
 * Small screens: a full-screen menu sliding in from the right (300 ms). The Dialog locks body
 * scrolling, traps focus, closes on Escape and returns focus to the menu button. Following a link
 * inside closes it.
 */
export function MobileMenuDialog({
  open,
  onClose,
  openLabel,
  closeLabel,
  title,
  data,
}: {
  open: boolean;
  onClose: () => void;
  openLabel: string;
  closeLabel: string;
  title: ReactNode;
  data: MobileMenuData;
}) {
  return (
    <Dialog open={open} onClose={onClose} label={openLabel} variant="slide">
      <div
        className="flex h-full flex-col overflow-y-auto"
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a')) onClose();
        }}
      >
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
          {title}
          <button
            type="button"
            aria-label={closeLabel}
            onClick={onClose}
            className="grid size-11 place-items-center rounded-lg text-slate-800 hover:bg-slate-100"
          >
            <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div className="flex flex-1 flex-col gap-6 px-4 py-6">
          <MobileMenuPanel data={data} />
        </div>
      </div>
    </Dialog>
  );
}
