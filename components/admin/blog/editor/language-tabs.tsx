'use client';

import { useTranslations } from 'next-intl';
import { useRef, type KeyboardEvent } from 'react';
import { LOCALES, type AppLocale } from '@/lib/i18n/routing';
import type { PostTranslationsState } from './use-post-translations';

export const LANGUAGE_PANEL_ID = 'editor-language-panel';
export const languageTabId = (locale: AppLocale) => `editor-language-${locale}`;

/** The editor's content area as the tabs' panel (only when there are tabs: the edit screen). */
export function languagePanelProps(state: PostTranslationsState) {
  return state.available ? { role: 'tabpanel', id: LANGUAGE_PANEL_ID, 'aria-labelledby': languageTabId(state.locale) } : {};
}

/**
 * EN | ID | 中文 over the editor (WAI-ARIA tabs, automatic activation: arrows, Home and End move
 * and select). Translations need a saved post; while the English form has unsaved changes the
 * translation tabs are disabled and say why, since a translation follows the saved English blocks.
 */
export function LanguageTabs({ state, mode }: { state: PostTranslationsState; mode: 'create' | 'edit' }) {
  const tr = useTranslations('admin.blogTranslations');
  const refs = useRef<Partial<Record<AppLocale, HTMLButtonElement | null>>>({});
  if (mode === 'create') return <p className="mb-4 text-sm text-slate-600">{tr('createHint')}</p>;
  if (!state.available) return null;

  const enabled = LOCALES.filter((l) => l === 'en' || state.usable);
  const hint = state.usable ? null : state.sameStructure ? tr('dirtyHint') : tr('errors.englishChanged');
  const onKeyDown = (event: KeyboardEvent) => {
    const index = enabled.indexOf(state.locale);
    const target =
      event.key === 'ArrowRight'
        ? enabled[(index + 1) % enabled.length]
        : event.key === 'ArrowLeft'
          ? enabled[(index - 1 + enabled.length) % enabled.length]
          : event.key === 'Home'
            ? enabled[0]
            : event.key === 'End'
              ? enabled.at(-1)
              : undefined;
    if (!target) return;
    event.preventDefault();
    state.setLocale(target);
    refs.current[target]?.focus();
  };

  return (
    <div className="mb-4 flex flex-wrap items-center gap-3">
      <div
        role="tablist"
        aria-label={tr('switcherLabel')}
        onKeyDown={onKeyDown}
        className="inline-flex rounded-lg bg-slate-200 p-1"
        data-testid="language-tabs"
      >
        {LOCALES.map((locale) => {
          const selected = state.locale === locale;
          return (
            <button
              key={locale}
              ref={(el) => {
                refs.current[locale] = el;
              }}
              type="button"
              role="tab"
              id={languageTabId(locale)}
              aria-selected={selected}
              aria-controls={LANGUAGE_PANEL_ID}
              tabIndex={selected ? 0 : -1}
              disabled={!enabled.includes(locale)}
              title={tr(`languages.${locale}`)}
              onClick={() => state.setLocale(locale)}
              className={`min-h-10 min-w-14 rounded-md px-4 text-sm font-semibold focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 disabled:cursor-not-allowed disabled:opacity-50 ${
                selected ? 'text-brand-800 bg-white shadow-sm' : 'text-slate-700 hover:bg-white/60'
              }`}
            >
              <span aria-hidden="true">{tr(`short.${locale}`)}</span>
              <span className="sr-only">{tr(`languages.${locale}`)}</span>
            </button>
          );
        })}
      </div>
      {hint && <p className="text-sm text-amber-800">{hint}</p>}
    </div>
  );
}
