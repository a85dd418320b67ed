'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useMemo, useRef, useState, useTransition } from 'react';
import { contentSummary, validatePostForm, type EditorStatus, type PostField, type ValidationKey } from '@/lib/blog/admin/schemas';
import { readingTime } from '@/lib/blog/blocks';
import { withReplacedImages } from '@/lib/blog/media/external-urls';
import { useRouter } from '@/lib/i18n/navigation';
import { AlertStack, useAlerts } from '../alerts';
import { BasicInfoCard } from './basic-info-card';
import { currentErrors } from './current-errors';
import { ContentBlocksCard } from './content-blocks-card';
import { EditorHeader } from './editor-header';
import { EditorPreview } from './editor-preview';
import { LanguageTabs, languagePanelProps } from './language-tabs';
import { TranslationView } from './translation-view';
import { useTranslationSources } from './use-translation-sources';
import type { Props } from './post-editor-props';
import { usePostTranslations } from './use-post-translations';
import { toEditorState, toFormInput, type EditorState } from './editor-types';
import { useBlockOps } from './use-block-ops';
import { PostOverview } from './post-overview';
import { SchedulePanel } from './schedule-panel';
import { AuthorCard, CategoriesCard, FeaturedCard, SeoCard, TagsCard } from './sidebar-cards';
import { UnsavedChangesGuard, useForgetSavedParam } from './unsaved-changes-guard';
import { useEditorFields } from './use-editor-fields';
import { useLiveValidation } from './use-live-validation';
import { useSaveAfterSlugCheck } from './use-save-after-slug-check';

export type { EditorActions } from './post-editor-props';

type Errors = Partial<Record<PostField, string>>;

/** SPEC 'Post editor': one client leaf holding the form; validation shared with the server action. */
export function PostEditor({
  mode,
  postId,
  publishedAt,
  scheduledFor: initialSchedule = null,
  initial,
  manualSlug = false,
  duplicateOf = null,
  categories,
  tags,
  initialAlerts = [],
  actions,
  translations = null,
}: Props) {
  const t = useTranslations('editor');
  const router = useRouter();
  const [form, setForm] = useState<EditorState>(() => toEditorState(initial));
  const [saved, setSaved] = useState(() => JSON.stringify(toEditorState(initial)));
  const [errors, setErrors] = useState<Errors>({});
  const [preview, setPreview] = useState(false);
  const [scheduledFor, setScheduledFor] = useState(initialSchedule);
  const [scheduleOpen, setScheduleOpen] = useState(false);
  const [saving, startSaving] = useTransition();
  const { alerts, push, dismiss } = useAlerts(initialAlerts);
  const slugRef = useRef<HTMLInputElement>(null);

  useForgetSavedParam();
  const setError = useCallback(
    (field: PostField, key: ValidationKey | null) => {
      setErrors((e) => {
        const next = { ...e };
        if (key) next[field] = t(`validation.${key}`);
        else delete next[field];
        return next;
      });
    },
    [t],
  );

  const fields = useEditorFields({ mode, manualSlug, initial, setForm, setErrors, title: form.title });
  const { checkingSlug } = useLiveValidation({
    title: form.title,
    slug: form.slug,
    imageUrl: form.featuredImageUrl,
    touched: fields.touched,
    postId,
    checkSlug: actions.checkSlug,
    onResult: setError,
    onSlugChecked: () => requestAnimationFrame(() => document.activeElement === document.body && slugRef.current?.focus()),
  });

  const summary = useMemo(() => contentSummary(form.blocks), [form.blocks]);
  // What is shown: a failed save's messages only while the form still breaks the rule.
  const shown = useMemo(() => currentErrors(errors, form), [errors, form]);
  const words = useMemo(() => readingTime(form.blocks).wordCount, [form.blocks]);
  const dirty = JSON.stringify(form) !== saved;
  const hasTitle = form.title.trim() !== '';
  const sources = useTranslationSources(translations?.sources);
  const tr = usePostTranslations({
    postId,
    english: form,
    englishDirty: dirty,
    initial: translations?.drafts ?? null,
    englishTypes: translations?.englishTypes ?? [],
    save: actions.saveTranslation,
    push,
    onSaved: (locale) => sources.markCurrent(locale, form, tr.englishBlocks),
  });

  const issues = [
    ...(!hasTitle ? [t('validation.titleRequired')] : []),
    ...(summary.noContent ? [t('alerts.noContentBody')] : []),
    ...(summary.allEmpty ? [t('validation.allBlocksEmpty')] : []),
    ...(summary.emptyBlocks > 0 ? [t('blocks.emptyWarning', { n: summary.emptyBlocks })] : []),
    ...Object.values(shown).filter((m): m is string => !!m),
  ].filter((m, i, all) => all.indexOf(m) === i);

  const blockOps = useBlockOps(setForm, push);

  const saveNow = (status: EditorStatus, scheduledAt = '') => {
    const input = toFormInput(form, status, scheduledAt);
    const checked = validatePostForm(input);
    if (!checked.ok) {
      const translated: Errors = {};
      for (const [field, key] of Object.entries(checked.fieldErrors) as [PostField, ValidationKey][])
        translated[field] = t(`validation.${key}`);
      setErrors(translated);
      push('error', t('alerts.validationFailed'), t('alerts.validationBody'));
      return;
    }
    if (summary.noContent) push('warning', t('alerts.noContent'), t('alerts.noContentBody'));
    startSaving(async () => {
      try {
        const result = await actions.save({ id: postId, form: input, duplicateOf: postId === null ? duplicateOf : null });
        if (!result.ok) {
          if (result.fieldErrors) setErrors(result.fieldErrors);
          push('error', result.title ?? t('alerts.saveFailed'), result.formError ?? t('alerts.saveFailedBody'));
          return;
        }
        // External images were copied into storage: the form now shows (and next saves) the copies.
        const stored = withReplacedImages(form, new Map(Object.entries(result.data.images ?? {})));
        setForm(stored);
        setSaved(JSON.stringify(stored));
        setErrors({});
        setScheduledFor(status === 'scheduled' ? scheduledAt : null);
        if (status === 'scheduled') setScheduleOpen(false);
        const { id, slug, created } = result.data;
        if (!created) return push('success', result.title ?? t('alerts.updated'), result.message ?? '');
        if (status === 'published') router.push(`/blog/${slug}`);
        else router.replace(`/admin-panel/blog/edit/${id}?saved=${status === 'scheduled' ? 'scheduled' : 'created'}`);
      } catch (error) {
        console.error(error);
        push('error', t('alerts.saveFailed'), t('alerts.saveFailedBody'));
      }
    });
  };

  const save = useSaveAfterSlugCheck(checkingSlug, saveNow);
  const canSave = !saving && hasTitle;

  return (
    <div className="mx-auto max-w-7xl">
      <UnsavedChangesGuard dirty={(dirty || tr.dirty) && !saving && !tr.saving} />
      <AlertStack alerts={alerts} onDismiss={dismiss} dismissLabel={t('alerts.dismiss')} placement="inline" />
      <EditorHeader
        mode={mode}
        preview={preview}
        onTogglePreview={() => setPreview((p) => !p)}
        canSave={canSave}
        saving={saving}
        onSave={save}
        scheduleOpen={scheduleOpen}
        onToggleSchedule={() => setScheduleOpen((o) => !o)}
        translating={tr.active !== null}
      />
      <LanguageTabs state={tr} mode={mode} />
      {(scheduleOpen || scheduledFor) && (
        <SchedulePanel
          open={scheduleOpen}
          scheduledFor={scheduledFor}
          error={shown.scheduledAt}
          canSave={canSave}
          onSchedule={(at) => save('scheduled', at)}
          onClose={() => setScheduleOpen(false)}
          onEdit={() => setError('scheduledAt', null)}
        />
      )}
      <div {...languagePanelProps(tr)}>
        {preview ? (
          <EditorPreview
            form={form}
            postId={postId}
            publishedAt={publishedAt}
            categories={categories}
            tags={tags}
            onBack={() => setPreview(false)}
            translation={tr.active && tr.draft ? { locale: tr.active, words: tr.draft } : null}
          />
        ) : tr.active ? (
          <TranslationView state={tr} english={form} source={tr.active ? sources.sources[tr.active] : undefined} />
        ) : (
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <div className="grid min-w-0 content-start gap-6">
              <BasicInfoCard
                form={form}
                errors={shown}
                mode={mode}
                slugMode={fields.slugMode}
                checkingSlug={checkingSlug}
                slugRef={slugRef}
                onField={fields.onField}
                onAutoSlug={fields.onAutoSlug}
                slugUnusable={fields.slugUnusable}
              />
              <ContentBlocksCard
                blocks={form.blocks}
                words={words}
                emptyBlocks={summary.emptyBlocks}
                error={shown.blocks}
                onAdd={blockOps.add}
                onChange={blockOps.change}
                onMove={blockOps.move}
                onRemove={blockOps.remove}
              />
            </div>
            <aside className="grid content-start gap-6">
              <AuthorCard value={form.author} error={shown.author} onChange={(v) => fields.onField('author', v)} />
              <FeaturedCard checked={form.isFeatured} onChange={(isFeatured) => setForm((f) => ({ ...f, isFeatured }))} />
              <CategoriesCard
                options={categories}
                selected={form.categories}
                onChange={(ids) => setForm((f) => ({ ...f, categories: ids }))}
              />
              <TagsCard options={tags} selected={form.tags} onChange={(ids) => setForm((f) => ({ ...f, tags: ids }))} />
              <SeoCard metaTitle={form.metaTitle} metaDescription={form.metaDescription} errors={shown} onChange={fields.onMeta} />
              <PostOverview
                blocks={summary.blockCount}
                words={words}
                emptyBlocks={summary.emptyBlocks}
                categories={form.categories.length}
                tags={form.tags.length}
                mode={mode}
                hasTitle={hasTitle}
                issues={issues}
              />
            </aside>
          </div>
        )}
      </div>
    </div>
  );
}
