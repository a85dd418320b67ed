'use client';

import { useTranslations } from 'next-intl';
import { EXCERPT_MAX, TITLE_MAX } from '@/lib/blog/admin/schemas';
import { ImageField } from './image-field';
import { FieldCounter, FieldError, FieldLabel } from '@/components/ui/field';
import { controlClass } from './panels/fields';
import type { EditorState } from './editor-types';

type Field = 'title' | 'slug' | 'author' | 'excerpt' | 'featuredImageUrl' | 'featuredImageAlt';

type Props = {
  form: EditorState;
  errors: Partial<Record<string, string>>;
  mode: 'create' | 'edit';
  slugMode: 'auto' | 'manual';
  checkingSlug: boolean;
  slugRef: React.RefObject<HTMLInputElement | null>;
  onField: (field: Field, value: string) => void;
  onAutoSlug: () => void;
  /** The title gives no usable slug: say so (a slug must be typed). */
  slugUnusable?: boolean;
};

/** Title, slug ('Auto' in create mode), author, excerpt with counter, featured image (upload, library, thumbnail). */
export function BasicInfoCard({ form, errors, mode, slugMode, checkingSlug, slugRef, onField, onAutoSlug, slugUnusable }: Props) {
  const t = useTranslations('editor.basic');
  const invalid = (field: string) => (errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${field}-error` } : {});
  return (
    <section aria-labelledby="basic-heading" className="grid gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id="basic-heading" className="text-lg font-semibold text-slate-900">
        {t('heading')}
      </h2>
      <div>
        <FieldLabel look="editor" htmlFor="post-title">
          {t('title')}
        </FieldLabel>
        <input
          id="post-title"
          value={form.title}
          maxLength={TITLE_MAX + 50}
          placeholder={t('titlePlaceholder')}
          onChange={(e) => onField('title', e.target.value)}
          className={controlClass}
          {...invalid('title')}
        />
        <FieldError look="editor" id="title-error" testId="title-error" message={errors.title} />
      </div>
      <div>
        <FieldLabel look="editor" htmlFor="post-slug">
          {t('slug')}
        </FieldLabel>
        <div className="flex gap-2">
          <input
            id="post-slug"
            ref={slugRef}
            value={form.slug}
            disabled={checkingSlug}
            aria-busy={checkingSlug}
            onChange={(e) => onField('slug', e.target.value)}
            className={`${controlClass} font-mono`}
            {...invalid('slug')}
          />
          {mode === 'create' && (
            <button
              type="button"
              onClick={onAutoSlug}
              aria-label={t('autoLabel')}
              aria-pressed={slugMode === 'auto'}
              className="min-h-10 rounded-lg border border-slate-300 px-3 text-sm font-medium text-slate-700 hover:bg-slate-50 aria-pressed:bg-brand-50 aria-pressed:text-brand-700"
            >
              {t('auto')}
            </button>
          )}
        </div>
        {checkingSlug && (
          <p role="status" className="mt-1 text-sm text-slate-600">
            {t('checkingSlug')}
          </p>
        )}
        <p role="status" data-testid="slug-unusable" className="mt-1 text-sm text-amber-800 empty:hidden">
          {slugUnusable ? t('slugUnusable') : null}
        </p>
        <FieldError look="editor" id="slug-error" testId="slug-error" message={errors.slug} />
        {mode === 'create' && slugMode === 'manual' && <p className="mt-1 text-xs text-slate-600">{t('manualNote')}</p>}
      </div>
      <div>
        <FieldLabel look="editor" htmlFor="post-author">
          {t('author')}
        </FieldLabel>
        <input
          id="post-author"
          value={form.author}
          onChange={(e) => onField('author', e.target.value)}
          className={controlClass}
          {...invalid('author')}
        />
        <FieldError look="editor" id="author-error" testId="author-error" message={errors.author} />
      </div>
      <div>
        <div className="flex items-baseline justify-between">
          <FieldLabel look="editor" htmlFor="post-excerpt">
            {t('excerpt')}
          </FieldLabel>
          <FieldCounter look="editor" inline live>
            {t('counter', { count: form.excerpt.length, max: EXCERPT_MAX })}
          </FieldCounter>
        </div>
        <textarea
          id="post-excerpt"
          rows={3}
          maxLength={EXCERPT_MAX}
          value={form.excerpt}
          placeholder={t('excerptPlaceholder')}
          onChange={(e) => onField('excerpt', e.target.value)}
          className={controlClass}
          {...invalid('excerpt')}
        />
        <FieldError look="editor" id="excerpt-error" testId="excerpt-error" message={errors.excerpt} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <ImageField
            id="post-image"
            label={t('featuredImage')}
            value={form.featuredImageUrl}
            alt={form.featuredImageAlt}
            error={errors.featuredImageUrl}
            invalidProps={invalid('featuredImageUrl')}
            onChange={(url) => onField('featuredImageUrl', url)}
          />
          <FieldError look="editor" id="featuredImageUrl-error" testId="featuredImageUrl-error" message={errors.featuredImageUrl} />
        </div>
        <div>
          <FieldLabel look="editor" htmlFor="post-image-alt">
            {t('featuredImageAlt')}
          </FieldLabel>
          <input
            id="post-image-alt"
            value={form.featuredImageAlt}
            onChange={(e) => onField('featuredImageAlt', e.target.value)}
            className={controlClass}
          />
        </div>
      </div>
    </section>
  );
}
