'use client';

import { useRef, type KeyboardEvent } from 'react';
import type { AppLocale } from '@/lib/i18n/routing';

// The EN | ID | 中文 switcher of Edit Item and the blog editor: the WAI-ARIA tabs
// pattern with automatic activation. One tab stop; arrow keys, Home and End move between the
// enabled languages.

export type LanguageTab = {
  locale: AppLocale;
  /** What the tab shows (e.g. "ID"). */
  label: string;
  /** The language's full name for screen readers and the tooltip, when `label` is an abbreviation. */
  name?: string;
  progress?: string;
  disabled?: boolean;
};

type Props = {
  tabs: LanguageTab[];
  active: AppLocale;
  onSelect: (locale: AppLocale) => void;
  label: string;
  idPrefix: string;
  /** One panel for every tab (the blog editor swaps its content) instead of one panel per tab. */
  sharedPanel?: boolean;
};

export const tabId = (prefix: string, locale: AppLocale) => `${prefix}-tab-${locale}`;
export const panelId = (prefix: string, locale?: AppLocale) => (locale ? `${prefix}-panel-${locale}` : `${prefix}-panel`);

export function LanguageTabs({ tabs, active, onSelect, label, idPrefix, sharedPanel = false }: Props) {
  const refs = useRef(new Map<AppLocale, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const enabled = tabs.filter((tab) => !tab.disabled);
    const index = enabled.findIndex((tab) => tab.locale === active);
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % enabled.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + enabled.length) % enabled.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? enabled.length - 1
              : -1;
    if (next < 0) return;
    event.preventDefault();
    const locale = enabled[next]!.locale;
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
            aria-controls={panelId(idPrefix, sharedPanel ? undefined : tab.locale)}
            tabIndex={selected ? 0 : -1}
            disabled={tab.disabled}
            title={tab.name}
            onClick={() => onSelect(tab.locale)}
            className={`flex min-h-11 items-baseline gap-1.5 rounded-lg px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 disabled:cursor-not-allowed disabled:opacity-50 ${
              selected ? 'bg-white text-teal-900 shadow-sm ring-1 ring-slate-200' : 'text-slate-700 hover:bg-white/60'
            }`}
          >
            {tab.name ? (
              <>
                <span aria-hidden="true">{tab.label}</span>
                <span className="sr-only">{tab.name}</span>
              </>
            ) : (
              <span>{tab.label}</span>
            )}
            {tab.progress ? <span className="text-xs font-medium text-slate-600 tabular-nums">{tab.progress}</span> : null}
          </button>
        );
      })}
    </div>
  );
}
