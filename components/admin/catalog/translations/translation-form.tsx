'use client';

import { useTranslations } from 'next-intl';
import { useState, useTransition, type FormEvent } from 'react';
import { RichTextEditor, type RichTextLabels } from '@/components/admin/rich-text/rich-text-editor';
import type { AdminItem } from '@/lib/catalog/admin-queries';
import { MAX_ITEM_NAME } from '@/lib/catalog/schemas';
import type { ItemTranslationResult } from '@/lib/catalog/translations/actions';
import type { ItemTranslationWords } from '@/lib/catalog/translations/queries';
import { descriptionText } from '@/lib/catalog/translations/schema';
import type { TranslationLocale } from '@/lib/i18n/content-locales';
import { isOutdatedField } from '@/lib/i18n/translation-outdated';
import { OutdatedNote } from '../../outdated-note';
import { EDITOR_LABEL_KEYS } from '../item-fields';
import { ItemSlugField } from '../item-slug-field';
import { TranslationSpecRows } from './translation-spec-rows';

// One locale's words of an item: name, description (the same editor as English) and
// one row per English specification row. Saved on its own; code, category and photos stay on EN.

export type TranslationPayload = {
  itemId: number;
  locale: TranslationLocale;
  slug?: string;
  regenerateSlug?: boolean;
} & ItemTranslationWords;
export type SaveTranslation = (input: TranslationPayload) => Promise<ItemTranslationResult>;

type Props = {
  item: AdminItem;
  locale: TranslationLocale;
  draft: ItemTranslationWords;
  onChange: (draft: ItemTranslationWords) => void;
  action: SaveTranslation;
  onResult: (result: ItemTranslationResult) => void;
};

const inputClass =
  'mt-1 block w-full rounded-lg border px-3 py-2 text-slate-900 focus:border-teal-600 focus:ring-2 focus:ring-teal-600/30 focus:outline-none';

export function TranslationForm({ item, locale, draft, onChange, action, onResult }: Props) {
  const t = useTranslations('admin.itemTranslations');
  const tc = useTranslations('adminCatalog');
  const editorLabels = Object.fromEntries(EDITOR_LABEL_KEYS.map((key) => [key, tc(`editor.${key}`)])) as RichTextLabels;
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [pending, startTransition] = useTransition();
  const language = t(`languages.${locale}`);
  const id = `tr-${locale}`;
  const englishDescription = descriptionText(item.itemDescription);
  const outdatedLabels = { changed: t('outdatedField'), was: t('outdatedWas') };
  // Marked from the words as saved (the draft keeps the stored source until the next save).
  const stale = (field: 'name' | 'description', english: string | null) =>
    draft[field].trim() !== '' && (english ?? '').trim() !== '' && isOutdatedField(draft.source, field, english);
  const wasText = (field: 'name' | 'description') => {
    const was = draft.source?.[field];
    return typeof was === 'string' ? (field === 'description' ? descriptionText(was) : was) : null;
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const formElement = event.currentTarget;
    startTransition(async () => {
      let result: ItemTranslationResult;
      try {
        // The slug fields are uncontrolled: read from the form element itself.
        const own = new FormData(formElement);
        const slug = { slug: String(own.get('slug') ?? ''), regenerateSlug: own.get('regenerateSlug') === 'on' };
        result = await action({ itemId: item.id, locale, ...draft, ...slug });
      } catch {
        result = { ok: false, formError: t('errors.network') };
      }
      setErrors(result.ok ? {} : (result.fieldErrors ?? {}));
      // The server stored the English as it is now as these words' source: no field is outdated any more.
      if (result.ok) {
        const specs = draft.specs.map((row, i) => ({
          ...row,
          source: { name: item.specs[i]?.name ?? null, value: item.specs[i]?.value ?? null },
        }));
        onChange({ ...draft, specs, source: { name: item.itemName, description: item.itemDescription } });
      }
      onResult(result);
    });
  }

  const described = (field: string, extra?: string) =>
    [extra, errors[field] ? `${id}-${field}-error` : undefined].filter(Boolean).join(' ');
  const fieldError = (field: string) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="mt-1 text-sm text-red-700">
        {errors[field]}
      </p>
    ) : null;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]" aria-busy={pending}>
      <section className="space-y-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <p className="rounded-xl bg-teal-50 p-3 text-sm text-teal-900 ring-1 ring-teal-200">{t('intro', { language })}</p>
        <div>
          <label htmlFor={`${id}-name`} className="text-sm font-semibold text-slate-800">
            {t('name', { language })}
          </label>
          <input
            id={`${id}-name`}
            value={draft.name}
            lang={locale}
            maxLength={MAX_ITEM_NAME}
            placeholder={item.itemName}
            onChange={(e) => onChange({ ...draft, name: e.target.value })}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={described('name', stale('name', item.itemName) ? `${id}-name-en ${id}-name-outdated` : `${id}-name-en`)}
            className={`${inputClass} ${errors.name ? 'border-red-500' : 'border-slate-300'}`}
          />
          <p id={`${id}-name-en`} className="mt-1 text-xs text-slate-600">
            <span className="font-semibold">{t('englishReference')}:</span> <span lang="en">{item.itemName}</span>
          </p>
          {stale('name', item.itemName) ? (
            <OutdatedNote id={`${id}-name-outdated`} now={item.itemName} was={wasText('name')} labels={outdatedLabels} />
          ) : null}
          {fieldError('name')}
        </div>
        <ItemSlugField itemId={item.id} slug={item.slugs[locale]} error={errors.slug} locale={locale} />
        <div>
          <span id={`${id}-description-label`} className="mb-1 block text-sm font-semibold text-slate-800">
            {t('description', { language })}
          </span>
          <RichTextEditor
            id={`${id}-description`}
            name="description"
            value={draft.description}
            onChange={(description) => onChange({ ...draft, description })}
            labels={editorLabels}
            labelledBy={`${id}-description-label`}
            describedBy={described('description') || undefined}
            invalid={Boolean(errors.description)}
          />
          {englishDescription ? (
            <details className="mt-2 text-xs text-slate-600">
              <summary className="cursor-pointer font-semibold">{t('englishReference')}</summary>
              <p lang="en" className="mt-1 whitespace-pre-line">
                {englishDescription}
              </p>
            </details>
          ) : null}
          {stale('description', item.itemDescription) ? (
            <OutdatedNote id={`${id}-description-outdated`} now={englishDescription} was={wasText('description')} labels={outdatedLabels} />
          ) : null}
          {fieldError('description')}
        </div>
        <TranslationSpecRows
          english={item.specs}
          rows={draft.specs}
          outdatedLabels={outdatedLabels}
          onChange={(specs) => onChange({ ...draft, specs })}
          errors={errors}
          language={language}
          idPrefix={id}
        />
      </section>
      <aside className="space-y-3 lg:sticky lg:top-6 lg:self-start">
        <button
          type="submit"
          disabled={pending}
          className="w-full rounded-xl bg-teal-700 px-4 py-3 font-semibold text-white shadow-sm hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600"
        >
          {pending ? t('saving') : t('save', { language })}
        </button>
        <p className="text-xs text-slate-600">{t('blankHint', { language })}</p>
      </aside>
    </form>
  );
}
