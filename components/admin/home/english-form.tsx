'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, useTransition, type FormEvent } from 'react';
import type { HomeActionResult } from '@/lib/home/actions';
import { SECTION_LIMITS, SECTIONS, type HomeSectionKey } from '@/lib/home/sections';
import { EntryList } from './entry-list';
import { forgetUploads, uploadMessages } from '../photo-upload';
import { englishForm, uploadNewPhotos, type EnglishDraft } from './home-draft';
import type { HomeLabels } from './home-labels';
import { HomePhotoField } from './home-photo-field';
import { HomeTextField } from './home-text-field';

// The English version of a section: its words, its photo and its entries. The new photos go to
// the upload route first (checked and re-encoded there), then the save names them (lib/home/write.ts).

export type SaveSection = (state: null, form: FormData) => Promise<HomeActionResult>;

type Props = {
  section: HomeSectionKey;
  draft: EnglishDraft;
  onChange: (draft: EnglishDraft) => void;
  action: SaveSection;
  onResult: (result: HomeActionResult) => void;
  labels: HomeLabels;
};

export function EnglishForm({ section, draft, onChange, action, onResult, labels }: Props) {
  const { t } = labels;
  const def = SECTIONS[section];
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [pending, start] = useTransition();
  const locale = useLocale();
  const messages = uploadMessages(useTranslations('photoUpload'));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    start(async () => {
      let result: HomeActionResult;
      const { tokens, fieldErrors } = await uploadNewPhotos(draft, locale, messages);
      if (Object.keys(fieldErrors).length > 0) result = { ok: false, formError: t('errors.fixFields'), fieldErrors };
      else {
        try {
          result = await action(null, englishForm(section, draft, tokens));
          if (result.ok) forgetUploads([...tokens.keys()]);
        } catch {
          result = { ok: false, formError: t('errors.network') };
        }
      }
      const next = result.ok ? {} : (result.fieldErrors ?? {});
      setErrors(next);
      onResult(result);
      // The first refused field takes the focus, so its message is read at once.
      const first = Object.keys(next)[0];
      if (first) requestAnimationFrame(() => document.getElementById(`home-${first}`)?.focus());
    });
  }

  const setWord = (field: keyof EnglishDraft['words'], value: string) => onChange({ ...draft, words: { ...draft.words, [field]: value } });
  const localError = (field: string, message: string | undefined) => setErrors((e) => ({ ...e, [field]: message }));
  const words = def.fields.filter((f) => f !== 'photoAlt');

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={pending} className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_16rem]">
      <div className="space-y-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <p className="rounded-xl bg-teal-50 p-3 text-sm text-teal-900 ring-1 ring-teal-200">{t('englishIntro')}</p>
        {words.map((field) => (
          <HomeTextField
            key={field}
            id={`home-${field}`}
            label={labels.field(field)}
            value={draft.words[field]}
            max={SECTION_LIMITS[field]}
            multiline={field === 'body'}
            onChange={(value) => setWord(field, value)}
            error={errors[field]}
            counterLabel={t('counter', { count: draft.words[field].length, max: SECTION_LIMITS[field] })}
            hints={field === 'body' ? [{ id: `home-${field}-hint`, text: t('bodyHint') }] : []}
          />
        ))}
        {def.photo ? (
          <div className="space-y-4">
            <HomePhotoField
              id="home-photo"
              label={labels.field('photo')}
              storedUrl={draft.photoUrl}
              draft={draft.photo}
              removable
              onChange={(photo) => onChange({ ...draft, photo })}
              error={errors.photo}
              onLocalError={(message) => localError('photo', message)}
              labels={labels}
            />
            <HomeTextField
              id="home-photoAlt"
              label={labels.field('photoAlt')}
              value={draft.words.photoAlt}
              max={SECTION_LIMITS.photoAlt}
              onChange={(value) => setWord('photoAlt', value)}
              error={errors.photoAlt}
              counterLabel={t('counter', { count: draft.words.photoAlt.length, max: SECTION_LIMITS.photoAlt })}
              hints={[{ id: 'home-photoAlt-hint', text: t('photoAltHint') }]}
            />
          </div>
        ) : null}
        {def.items ? (
          <EntryList
            section={section}
            items={draft.items}
            onChange={(items) => onChange({ ...draft, items })}
            errors={errors}
            onLocalError={localError}
            labels={labels}
          />
        ) : null}
      </div>
      <aside className="space-y-3 lg:sticky lg:top-6 lg:self-start">
        <button
          type="submit"
          disabled={pending}
          className="w-full rounded-xl bg-teal-700 px-4 py-3 font-semibold text-white shadow-sm hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600"
        >
          {pending ? t('saving') : t('save')}
        </button>
        {errors.form ? <p className="text-sm text-red-700">{errors.form}</p> : null}
      </aside>
    </form>
  );
}
