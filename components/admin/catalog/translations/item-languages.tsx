'use client';

import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import type { AdminItem } from '@/lib/catalog/admin-queries';
import type { ItemTranslationResult } from '@/lib/catalog/translations/actions';
import { itemCompleteness } from '@/lib/catalog/translations/completeness';
import type { ItemTranslations } from '@/lib/catalog/translations/queries';
import { TRANSLATION_LOCALES, type TranslationLocale } from '@/lib/i18n/content-locales';
import { DEFAULT_LOCALE, type AppLocale } from '@/lib/i18n/routing';
import { productPath } from '@/lib/seo/catalog-paths';
import { LanguageTabs, panelId, tabId, type LanguageTab } from '../../language-tabs';
import { TranslationForm, type SaveTranslation } from './translation-form';

// Edit Item's languages: the English form (every field) and one translation form per
// other locale, behind one tab switcher. Every panel stays mounted once opened, so unsaved text in
// one language survives a look at another; the parent remounts this when the English rows change.

type Props = {
  item: AdminItem;
  translations: ItemTranslations;
  english: ReactNode;
  active: AppLocale;
  onSelect: (locale: AppLocale) => void;
  saveAction: SaveTranslation;
  onResult: (result: ItemTranslationResult) => void;
};

const ID = 'item-lang';

export function ItemLanguages({ item, translations, english, active, onSelect, saveAction, onResult }: Props) {
  const t = useTranslations('admin.itemTranslations');
  const [drafts, setDrafts] = useState<ItemTranslations>(translations);
  const [opened, setOpened] = useState<ReadonlySet<AppLocale>>(() => new Set([DEFAULT_LOCALE, active]));
  const englishWords = { name: item.itemName, description: item.itemDescription, specs: item.specs };

  const select = (locale: AppLocale) => {
    setOpened((s) => (s.has(locale) ? s : new Set([...s, locale])));
    onSelect(locale);
  };
  const tabs: LanguageTab[] = [
    { locale: DEFAULT_LOCALE, label: t(`short.${DEFAULT_LOCALE}`) },
    ...TRANSLATION_LOCALES.map((locale) => {
      const c = itemCompleteness(englishWords, drafts[locale]);
      const progress = `${c.done}/${c.total}`;
      return {
        locale,
        label: t(`short.${locale}`),
        progress: c.outdated ? `${progress} · ${t('outdatedCount', { count: c.outdated })}` : progress,
      };
    }),
  ];
  const language = t(`languages.${active}`);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <LanguageTabs tabs={tabs} active={active} onSelect={select} label={t('tablist')} idPrefix={ID} />
        {/* Preview in the chosen language: the public page at that locale's address. */}
        <a
          href={productPath(active, { id: item.id, slug: item.slugs[active] })}
          target="_blank"
          rel="noopener"
          className="text-sm font-medium text-teal-800 underline-offset-2 hover:underline"
          data-testid="view-on-site"
        >
          {t('viewOnSite', { language })} ↗
        </a>
      </div>
      <div role="tabpanel" id={panelId(ID, DEFAULT_LOCALE)} aria-labelledby={tabId(ID, DEFAULT_LOCALE)} hidden={active !== DEFAULT_LOCALE}>
        {english}
      </div>
      {TRANSLATION_LOCALES.map((locale: TranslationLocale) => (
        <div key={locale} role="tabpanel" id={panelId(ID, locale)} aria-labelledby={tabId(ID, locale)} hidden={active !== locale}>
          {opened.has(locale) ? (
            <TranslationForm
              item={item}
              locale={locale}
              draft={drafts[locale]}
              onChange={(draft) => setDrafts((d) => ({ ...d, [locale]: draft }))}
              action={saveAction}
              onResult={onResult}
            />
          ) : null}
        </div>
      ))}
    </div>
  );
}
