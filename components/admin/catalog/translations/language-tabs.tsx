'use client';

import { useRef, type KeyboardEvent } from 'react';
import type { AppLocale } from '@/lib/i18n/routing';

// The EN | ID | 中文 switcher of Edit Item (issue 13): the WAI-ARIA tabs pattern with automatic
// activation. One tab stop; arrow keys, Home and End move between languages.

export type LanguageTab = { locale: AppLocale; label: string; progress?: string };

type Props = { tabs: LanguageTab[]; active: AppLocale; onSelect: (locale: AppLocale) => void; label: string; idPrefix: string };

export const tabId = (prefix: string, locale: AppLocale) => `${prefix}-tab-${locale}`;
export const panelId = (prefix: string, locale: AppLocale) => `${prefix}-panel-${locale}`;

export function LanguageTabs({ tabs, active, onSelect, label, idPrefix }: Props) {
  const refs = useRef(new Map<AppLocale, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.locale === active);
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : -1;
    if (next < 0) return;
    event.preventDefault();
    const locale = tabs[next]!.locale;
    onSelect(locale);
    refs.current.get(locale)?.focus();
  }

  return (
    <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className="inline-flex rounded-xl bg-slate-100 p-1 ring-1 ring-slate-200">
      {tabs.map((tab) => {
        const selected = tab.locale === active;
        return (
          <button
            key={tab.locale}
            ref={(el) => {
              if (el) refs.current.set(tab.locale, el);
              else refs.current.delete(tab.locale);
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, tab.locale)}
            aria-selected={selected}
            aria-controls={panelId(idPrefix, tab.locale)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(tab.locale)}
            className={`flex min-h-11 items-baseline gap-1.5 rounded-lg px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 ${
              selected ? 'bg-white text-teal-900 shadow-sm ring-1 ring-slate-200' : 'text-slate-700 hover:bg-white/60'
            }`}
          >
            <span>{tab.label}</span>
            {tab.progress ? <span className="text-xs font-medium text-slate-600 tabular-nums">{tab.progress}</span> : null}
          </button>
        );
      })}
    </div>
  );
}
