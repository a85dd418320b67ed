'use client';

import { useCallback, useState } from 'react';
import { HistoryPanel } from '@/components/admin/revisions/history-panel';
import { LanguageTabs, panelId, tabId, type LanguageTab } from '@/components/admin/language-tabs';
import { Toast, type ToastMessage } from '@/components/admin/catalog/toast';
import type { ActionResult } from '@/lib/actions/result';
import type { HomeActionResult } from '@/lib/home/actions';
import { homeCoverage, type HomeEditorData, type HomeTranslationForm } from '@/lib/home/editor-data';
import type { HomeSectionKey } from '@/lib/home/sections';
import type { RevisionList } from '@/lib/history/panel';
import { TRANSLATION_LOCALES, type TranslationLocale } from '@/lib/i18n/content-locales';
import { DEFAULT_LOCALE, localizedPath, type AppLocale } from '@/lib/i18n/routing';
import { EnglishForm, type SaveSection } from './english-form';
import { draftOf } from './home-draft';
import { useHomeLabels } from './home-labels';
import { TranslationForm, type SaveTranslation } from './translation-form';

// One home section's editor: EN | ID | 中文 tabs (the products' pattern: English first, each
// translation saved on its own against the saved English), the toast, and the History panel. Every
// panel stays mounted once opened, so unsaved words in one language survive a look at another.

export type HomeEditorActions = {
  save: SaveSection;
  translate: SaveTranslation;
  history: (input: { id: HomeSectionKey }) => Promise<ActionResult<RevisionList>>;
  restore: (input: { id: HomeSectionKey; revisionId: number }) => Promise<ActionResult<{ slug?: string }>>;
};

type Props = { initial: HomeEditorData; actions: HomeEditorActions; keep: number };

const ID = 'home-lang';

/** The words typed in a translation form, carried over onto the server's fresh rows (by entry id). */
function rebase(draft: HomeTranslationForm, fresh: HomeTranslationForm): HomeTranslationForm {
  return {
    words: draft.words,
    source: fresh.source,
    items: fresh.items.map((item) => {
      const typed = draft.items.find((d) => d.id === item.id);
      return typed ? { ...typed, source: item.source } : item;
    }),
  };
}

export function HomeEditor({ initial, actions, keep }: Props) {
  const labels = useHomeLabels(initial.section);
  const { t } = labels;
  const [data, setData] = useState(initial);
  const [english, setEnglish] = useState(() => draftOf(initial));
  const [drafts, setDrafts] = useState(initial.translations);
  const [active, setActive] = useState<AppLocale>(DEFAULT_LOCALE);
  const [opened, setOpened] = useState<ReadonlySet<AppLocale>>(() => new Set([DEFAULT_LOCALE]));
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const dismiss = useCallback(() => setToast(null), []);

  function onResult(result: HomeActionResult, saved?: TranslationLocale) {
    if (result.ok) {
      const fresh = result.data;
      setData(fresh);
      if (!saved) setEnglish(draftOf(fresh));
      setDrafts(
        (d) =>
          Object.fromEntries(
            TRANSLATION_LOCALES.map((l) => [l, l === saved ? fresh.translations[l] : rebase(d[l], fresh.translations[l])]),
          ) as Record<TranslationLocale, HomeTranslationForm>,
      );
    }
    const text = result.ok ? (result.message ?? '') : (result.formError ?? '');
    if (text) setToast({ id: Date.now(), kind: result.ok ? 'success' : 'error', text });
  }

  const select = (locale: AppLocale) => {
    setOpened((s) => (s.has(locale) ? s : new Set([...s, locale])));
    setActive(locale);
  };
  const tabs: LanguageTab[] = [
    { locale: DEFAULT_LOCALE, label: t(`short.${DEFAULT_LOCALE}`), name: t(`languages.${DEFAULT_LOCALE}`) },
    ...TRANSLATION_LOCALES.map((locale): LanguageTab => {
      const c = homeCoverage(data.section, data, drafts[locale]);
      const progress =
        c.total === 0 ? undefined : `${c.done}/${c.total}${c.outdated ? ` · ${t('outdatedCount', { count: c.outdated })}` : ''}`;
      return { locale, label: t(`short.${locale}`), name: t(`languages.${locale}`), progress, disabled: !data.saved };
    }),
  ];
  const language = t(`languages.${active}`);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <LanguageTabs tabs={tabs} active={active} onSelect={select} label={t('tablist')} idPrefix={ID} />
        <a
          href={localizedPath(active, '/')}
          target="_blank"
          rel="noopener"
          className="text-sm font-medium text-teal-800 underline-offset-2 hover:underline"
          data-testid="view-on-site"
        >
          {t('viewOnSite', { language })} ↗
        </a>
      </div>
      {!data.saved ? <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-300">{t('englishFirst')}</p> : null}
      <div role="tabpanel" id={panelId(ID, DEFAULT_LOCALE)} aria-labelledby={tabId(ID, DEFAULT_LOCALE)} hidden={active !== DEFAULT_LOCALE}>
        <EnglishForm
          section={data.section}
          draft={english}
          onChange={setEnglish}
          action={actions.save}
          onResult={(r) => onResult(r)}
          labels={labels}
        />
      </div>
      {TRANSLATION_LOCALES.map((locale) => (
        <div key={locale} role="tabpanel" id={panelId(ID, locale)} aria-labelledby={tabId(ID, locale)} hidden={active !== locale}>
          {opened.has(locale) && data.saved ? (
            <TranslationForm
              section={data.section}
              locale={locale}
              english={data}
              draft={drafts[locale]}
              onChange={(draft) => setDrafts((d) => ({ ...d, [locale]: draft }))}
              action={actions.translate}
              onResult={(r) => onResult(r, locale)}
              labels={labels}
            />
          ) : null}
        </div>
      ))}
      <HistoryPanel entity="home" id={data.section} keep={keep} listAction={actions.history} restoreAction={actions.restore} />
      <Toast toast={toast} onDismiss={dismiss} dismissLabel={t('close')} />
    </div>
  );
}
