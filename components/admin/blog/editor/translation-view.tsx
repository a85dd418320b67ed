'use client';

import { useTranslations } from 'next-intl';
import type { TranslationSource } from '@/lib/blog/admin/read-models';
import type { TranslationTextField } from '@/lib/blog/admin/translation-schema';
import { OutdatedNote } from '../../outdated-note';
import type { EditorState } from './editor-types';
import { TranslationBlocks } from './translation-blocks';
import { TranslationInput } from './translation-fields';
import type { PostTranslationsState } from './use-post-translations';
import { outdatedMarks } from './use-translation-sources';

type FieldSpec = { field: TranslationTextField; label: string; multiline?: boolean };

/** One locale's words of the post: the translatable fields and blocks, each under its English text, and its own Save. */
export function TranslationView({
  state,
  english,
  source,
}: {
  state: PostTranslationsState;
  english: EditorState;
  /** What the active locale was saved against: fields whose English changed since are marked. */
  source?: TranslationSource;
}) {
  const t = useTranslations('editor');
  const tr = useTranslations('admin.blogTranslations');
  const { active, draft, errors } = state;
  if (!active || !draft) return null;
  const language = tr(`languages.${active}`);
  const reference = { label: tr('english'), empty: tr('englishEmpty') };
  const marks = outdatedMarks(english, state.englishBlocks, draft, source);
  const outdatedLabels = { changed: tr('outdatedField'), was: tr('outdatedWas') };
  const note = (key: string) => {
    const mark = marks.fields[key];
    return mark ? <OutdatedNote id={`tr-${key}-outdated`} now={mark.now} was={mark.was} labels={outdatedLabels} /> : undefined;
  };
  const fields: FieldSpec[] = [
    { field: 'title', label: t('basic.title') },
    { field: 'slug', label: t('basic.slug') },
    { field: 'excerpt', label: t('basic.excerpt'), multiline: true },
    { field: 'featuredImageAlt', label: t('basic.featuredImageAlt') },
    { field: 'metaTitle', label: t('sidebar.metaTitle') },
    { field: 'metaDescription', label: t('sidebar.metaDescription'), multiline: true },
  ];

  return (
    <div className="grid gap-6" data-testid="translation-view" lang={active}>
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-brand-50 px-4 py-3 ring-1 ring-brand-200">
        <p className="max-w-3xl text-sm text-brand-900">{tr('intro', { language })}</p>
        <button
          type="button"
          onClick={state.save}
          disabled={state.saving}
          className="inline-flex min-h-10 items-center rounded-lg bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-600 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {state.saving ? tr('saving') : tr('save', { language })}
        </button>
      </div>
      <section aria-labelledby="translation-fields" className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <h2 id="translation-fields" className="mb-4 text-lg font-semibold text-slate-900">
          {tr('fieldsHeading', { language })}
        </h2>
        <div className="grid gap-4">
          {fields.map(({ field, label, multiline }) => (
            <TranslationInput
              key={field}
              id={`tr-${field}`}
              label={label}
              english={english[field]}
              value={draft[field]}
              multiline={multiline}
              lang={active}
              error={errors[field]}
              reference={reference}
              onChange={(value) => state.setField(field, value)}
              hint={field === 'slug' ? tr('slugHint') : undefined}
              note={note(field)}
              status={field === 'slug' ? (state.slugUnusable ? t('basic.slugUnusable') : '') : undefined}
              after={
                field === 'slug' ? (
                  <button
                    type="button"
                    onClick={state.autoSlug}
                    aria-pressed={state.slugAuto}
                    className="min-h-10 shrink-0 rounded-lg border border-slate-300 px-3 text-sm text-slate-700 hover:bg-slate-50"
                  >
                    {tr('autoSlug')}
                  </button>
                ) : undefined
              }
            />
          ))}
        </div>
      </section>
      <TranslationBlocks
        blocks={state.englishBlocks}
        draft={draft}
        lang={active}
        language={language}
        error={errors.blocks}
        onChange={state.setBlockField}
        outdated={marks.blocks}
        outdatedLabels={outdatedLabels}
      />
    </div>
  );
}
