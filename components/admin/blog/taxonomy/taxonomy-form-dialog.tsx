'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, useTransition, type FormEvent } from 'react';
import { LanguageTabs, panelId, tabId } from '@/components/admin/language-tabs';
import { Dialog } from '@/components/ui/dialog';
import { FieldError, FieldHint, FieldLabel, TextInput } from '@/components/ui/field';
import type { ActionResult } from '@/lib/actions/result';
import { generateSlug } from '@/lib/blog/admin/slug';
import { LOCALES, type AppLocale } from '@/lib/i18n/routing';
import { DialogActions } from '../../dialog-actions';

export type TaxonomyKind = 'category' | 'tag';
export type TaxonomyValue = {
  id: string;
  name: string;
  slug: string;
  color: string | null;
  nameId: string;
  nameZh: string;
  postCount: number;
};
export type Submit = (state: unknown, form: FormData) => Promise<ActionResult<unknown>>;

const FIELD: Record<AppLocale, 'name' | 'nameId' | 'nameZh'> = { en: 'name', id: 'nameId', 'zh-CN': 'nameZh' };

/**
 * Create or edit one blog category or tag: names behind the EN | ID | 中文 tabs (every tab's input
 * stays in the form), the slug (filled from the English name for a new one until edited by hand)
 * and, for a category, its colour.
 */
export function TaxonomyFormDialog(props: {
  kind: TaxonomyKind;
  initial: TaxonomyValue | null;
  onClose: () => void;
  onDone: (message: string) => void;
  submit: Submit;
}) {
  const { kind, initial, onClose, onDone, submit } = props;
  const t = useTranslations('adminTaxonomy');
  const prefix = useId();
  const [active, setActive] = useState<AppLocale>('en');
  const [english, setEnglish] = useState(initial?.name ?? '');
  const [slug, setSlug] = useState(initial?.slug ?? '');
  const [slugEdited, setSlugEdited] = useState(initial !== null);
  const [result, setResult] = useState<ActionResult<unknown> | null>(null);
  const [pending, start] = useTransition();
  const errors = result && !result.ok ? (result.fieldErrors ?? {}) : {};

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    start(async () => {
      const answer = await submit(null, form);
      setResult(answer);
      if (answer.ok) onDone(answer.message ?? '');
      else if (answer.fieldErrors?.name) setActive('en');
    });
  }

  const title = initial
    ? t(kind === 'category' ? 'form.editCategory' : 'form.editTag')
    : t(kind === 'category' ? 'form.newCategory' : 'form.newTag');
  const titleId = `${prefix}-title`;
  return (
    <Dialog open onClose={onClose} labelledBy={titleId} className="max-w-[32rem]">
      <form onSubmit={onSubmit} className="space-y-4 p-5" data-testid="taxonomy-form" noValidate>
        <h2 id={titleId} className="text-lg font-bold text-slate-900">
          {title}
        </h2>
        <input type="hidden" name="kind" value={kind} />
        <input type="hidden" name="id" value={initial?.id ?? ''} />
        <LanguageTabs
          label={t('languagesLabel')}
          idPrefix={prefix}
          active={active}
          onSelect={setActive}
          tabs={LOCALES.map((locale) => ({ locale, label: t(`tabs.${locale}`), name: t(`languages.${locale}`) }))}
        />
        {LOCALES.map((locale) => {
          const field = FIELD[locale];
          const inputId = `${prefix}-${field}`;
          return (
            <div
              key={locale}
              role="tabpanel"
              id={panelId(prefix, locale)}
              aria-labelledby={tabId(prefix, locale)}
              hidden={active !== locale}
            >
              <FieldLabel look="catalog" htmlFor={inputId}>
                {t('form.name', { language: t(`languages.${locale}`) })}
              </FieldLabel>
              <TextInput
                look="catalog"
                id={inputId}
                name={field}
                lang={locale}
                maxLength={60}
                defaultValue={initial?.[field] ?? ''}
                onChange={
                  locale === 'en'
                    ? (e) => {
                        setEnglish(e.target.value);
                        if (!slugEdited) setSlug(e.target.value.trim() ? generateSlug(e.target.value) : '');
                      }
                    : undefined
                }
                error={errors[field]}
                errorId={`${inputId}-error`}
                hintIds={[locale !== 'en' && `${inputId}-hint`]}
                required={locale === 'en'}
              />
              {locale !== 'en' && (
                <FieldHint look="catalog" id={`${inputId}-hint`}>
                  {t('form.fallbackHint', { name: english })}
                </FieldHint>
              )}
              <FieldError look="catalog" id={`${inputId}-error`} message={errors[field]} />
            </div>
          );
        })}
        <div>
          <FieldLabel look="catalog" htmlFor={`${prefix}-slug`}>
            {t('form.slug')}
          </FieldLabel>
          <TextInput
            look="catalog"
            id={`${prefix}-slug`}
            name="slug"
            value={slug}
            onChange={(e) => {
              setSlug(e.target.value);
              setSlugEdited(true);
            }}
            error={errors.slug}
            errorId={`${prefix}-slug-error`}
            hintIds={[`${prefix}-slug-hint`]}
            required
          />
          <FieldHint look="catalog" id={`${prefix}-slug-hint`}>
            {t('form.slugHint')}
          </FieldHint>
          <FieldError look="catalog" id={`${prefix}-slug-error`} message={errors.slug} />
        </div>
        {kind === 'category' && (
          <div>
            <FieldLabel look="catalog" htmlFor={`${prefix}-color`}>
              {t('form.color')}
            </FieldLabel>
            <input
              id={`${prefix}-color`}
              type="color"
              name="color"
              defaultValue={initial?.color ?? '#3B82F6'}
              className="block h-11 w-20 rounded-lg border border-slate-300"
            />
            <FieldError look="catalog" id={`${prefix}-color-error`} message={errors.color} />
          </div>
        )}
        <DialogActions
          error={result && !result.ok && result.formError ? result.formError : null}
          cancelLabel={t('form.cancel')}
          submitLabel={pending ? t('form.saving') : t('form.save')}
          onCancel={onClose}
          pending={pending}
        />
      </form>
    </Dialog>
  );
}
