'use client';

import { useTranslations } from 'next-intl';
import { LOCALES, type AppLocale } from '@/lib/i18n/routing';
import { LanguageTabs as Tabs, panelId, tabId } from '../../language-tabs';
import type { PostTranslationsState } from './use-post-translations';

const ID = 'editor-language';

/** The editor's content area as the tabs' one panel (only when there are tabs: the edit screen). */
export function languagePanelProps(state: PostTranslationsState) {
  return state.available ? { role: 'tabpanel', id: panelId(ID), 'aria-labelledby': tabId(ID, state.locale) } : {};
}

/**
 * EN | ID | 中文 over the editor (the shared admin tabs). Translations need a saved post; while the
 * English form has unsaved changes the translation tabs are disabled and say why, since a
 * translation follows the saved English blocks.
 */
export function LanguageTabs({ state, mode }: { state: PostTranslationsState; mode: 'create' | 'edit' }) {
  const tr = useTranslations('admin.blogTranslations');
  if (mode === 'create') return <p className="mb-4 text-sm text-slate-600">{tr('createHint')}</p>;
  if (!state.available) return null;

  const hint = state.usable ? null : state.sameStructure ? tr('dirtyHint') : tr('errors.englishChanged');
  const tabs = LOCALES.map((locale: AppLocale) => ({
    locale,
    label: tr(`short.${locale}`),
    name: tr(`languages.${locale}`),
    disabled: locale !== 'en' && !state.usable,
  }));
  return (
    <div className="mb-4 flex flex-wrap items-center gap-3" data-testid="language-tabs">
      <Tabs tabs={tabs} active={state.locale} onSelect={state.setLocale} label={tr('switcherLabel')} idPrefix={ID} sharedPanel />
      {hint && <p className="text-sm text-amber-800">{hint}</p>}
    </div>
  );
}
