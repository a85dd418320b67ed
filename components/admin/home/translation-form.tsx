'use client';

import { useState, useTransition, type FormEvent } from 'react';
import { OutdatedNote } from '@/components/admin/outdated-note';
import type { HomeActionResult } from '@/lib/home/actions';
import type { HomeEditorData, HomeTranslationForm } from '@/lib/home/editor-data';
import { itemFieldId, type HomeTranslationInput } from '@/lib/home/schema';
import { ITEM_LIMITS, SECTION_LIMITS, translatedItemFields, translatedSectionFields, type HomeSectionKey } from '@/lib/home/sections';
import type { TranslationLocale } from '@/lib/i18n/content-locales';
import { isOutdatedField } from '@/lib/i18n/translation-outdated';
import type { HomeLabels } from './home-labels';
import { HomeTextField } from './home-text-field';

// One locale's words of a section: each English word as reference under its field, marked when
// English changed after the translation was saved; one group per English entry. Saved on its own.

export type SaveTranslation = (input: HomeTranslationInput) => Promise<HomeActionResult>;

type Props = {
  section: HomeSectionKey;
  locale: TranslationLocale;
  english: HomeEditorData;
  draft: HomeTranslationForm;
  onChange: (draft: HomeTranslationForm) => void;
  action: SaveTranslation;
  onResult: (result: HomeActionResult) => void;
  labels: HomeLabels;
};

export function TranslationForm({ section, locale, english, draft, onChange, action, onResult, labels }: Props) {
  const { t } = labels;
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [pending, start] = useTransition();
  const language = t(`languages.${locale}`);
  const id = (field: string) => `home-${locale}-${field}`;
  const outdatedLabels = { changed: t('outdatedField'), was: t('outdatedWas') };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    start(async () => {
      let result: HomeActionResult;
      try {
        result = await action({ section, locale, ...draft.words, items: draft.items.map(({ source: _source, ...item }) => item) });
      } catch {
        result = { ok: false, formError: t('errors.network') };
      }
      setErrors(result.ok ? {} : (result.fieldErrors ?? {}));
      onResult(result);
    });
  }

  const reference = (field: string, text: string) =>
    text ? [{ id: id(`${field}-en`), text: `${t('englishReference')}: ${text}`, lang: 'en' }] : [];
  const note = (key: string, source: HomeTranslationForm['source'], field: string, now: string, value: string) =>
    value.trim() !== '' && now.trim() !== '' && isOutdatedField(source, field, now) ? (
      <OutdatedNote
        id={id(`${key}-outdated`)}
        now={now}
        was={typeof source?.[field] === 'string' ? (source[field] as string) : null}
        labels={outdatedLabels}
      />
    ) : null;

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={pending} className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_16rem]">
      <div className="space-y-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <p className="rounded-xl bg-teal-50 p-3 text-sm text-teal-900 ring-1 ring-teal-200">{t('translationIntro', { language })}</p>
        {translatedSectionFields(section).map((field) => (
          <div key={field}>
            <HomeTextField
              id={id(field)}
              label={t('fieldIn', { field: labels.field(field), language })}
              value={draft.words[field]}
              max={SECTION_LIMITS[field]}
              multiline={field === 'body'}
              lang={locale}
              onChange={(value) => onChange({ ...draft, words: { ...draft.words, [field]: value } })}
              error={errors[field]}
              counterLabel={t('counter', { count: draft.words[field].length, max: SECTION_LIMITS[field] })}
              hints={reference(field, english.words[field])}
            />
            {note(field, draft.source, field, english.words[field], draft.words[field])}
          </div>
        ))}
        {english.items.length > 0 ? (
          <section aria-labelledby={id('entries')} className="space-y-4">
            <h2 id={id('entries')} className="text-lg font-semibold text-slate-900">
              {labels.itemList()}
            </h2>
            {english.items.map((item, index) => {
              const words = draft.items[index];
              if (!words) return null;
              return (
                <fieldset key={item.id} className="space-y-4 rounded-xl border border-slate-200 p-4">
                  <legend className="px-1 text-sm font-semibold text-slate-900">
                    {t('entryLegend', { name: labels.itemName(), n: index + 1 })}
                  </legend>
                  {translatedItemFields(section).map((field) => (
                    <div key={field}>
                      <HomeTextField
                        id={id(itemFieldId(index, field))}
                        label={t('fieldIn', { field: labels.itemField(field), language })}
                        value={words[field]}
                        max={ITEM_LIMITS[field]}
                        multiline={field === 'body'}
                        lang={locale}
                        onChange={(value) =>
                          onChange({ ...draft, items: draft.items.map((w, i) => (i === index ? { ...w, [field]: value } : w)) })
                        }
                        error={errors[itemFieldId(index, field)]}
                        counterLabel={t('counter', { count: words[field].length, max: ITEM_LIMITS[field] })}
                        hints={reference(itemFieldId(index, field), item[field])}
                      />
                      {note(itemFieldId(index, field), words.source, field, item[field], words[field])}
                    </div>
                  ))}
                </fieldset>
              );
            })}
          </section>
        ) : null}
      </div>
      <aside className="space-y-3 lg:sticky lg:top-6 lg:self-start">
        <button
          type="submit"
          disabled={pending}
          className="w-full rounded-xl bg-teal-700 px-4 py-3 font-semibold text-white shadow-sm hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600"
        >
          {pending ? t('saving') : t('saveTranslation', { language })}
        </button>
      </aside>
    </form>
  );
}
