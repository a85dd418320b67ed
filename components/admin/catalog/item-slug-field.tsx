'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { FieldError, FieldHint, FieldLabel, TextInput } from '@/components/ui/field';
import { localizedPath, type AppLocale } from '@/lib/i18n/routing';

/**
 * Edit Item's address slug in one locale (the English form and each translation tab) (`/product/{id}/{slug}`): kept when the name changes, typed by
 * hand, or made anew from the name with the box ticked; the old address then redirects (308).
 * Uncontrolled: the form adds both fields to what it sends.
 */
export function ItemSlugField({ itemId, slug, error, locale }: { itemId: number; slug: string; error?: string; locale: AppLocale }) {
  const t = useTranslations('adminCatalog.slug');
  const id = useId();
  return (
    <div data-testid="item-slug">
      <FieldLabel look="catalog" htmlFor={`${id}-slug`}>
        {t('label')}
      </FieldLabel>
      <TextInput
        look="catalog"
        id={`${id}-slug`}
        name="slug"
        lang="en"
        maxLength={100}
        defaultValue={slug}
        error={error}
        errorId={`${id}-error`}
        hintIds={[`${id}-hint`]}
      />
      <FieldHint look="catalog" id={`${id}-hint`}>
        {t('hint', { path: localizedPath(locale, `/product/${itemId}/${slug || '…'}`) })}
      </FieldHint>
      <FieldError look="catalog" id={`${id}-error`} message={error} />
      <label className="mt-2 flex items-start gap-2 text-sm text-slate-700">
        <input type="checkbox" name="regenerateSlug" className="mt-1" />
        {t('regenerate')}
      </label>
    </div>
  );
}
