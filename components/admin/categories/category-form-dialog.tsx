'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, useTransition, type FormEvent } from 'react';
import { LanguageTabs, panelId, tabId } from '@/components/admin/language-tabs';
import { Dialog } from '@/components/ui/dialog';
import { FieldError, FieldHint, FieldLabel, TextInput } from '@/components/ui/field';
import type { ActionResult } from '@/lib/actions/result';
import { LOCALES, localizedPath, type AppLocale } from '@/lib/i18n/routing';
import { DialogActions } from '../dialog-actions';

export type CategoryNamesValue = { id?: number; name: string; nameId: string; nameZh: string; slugs?: Record<AppLocale, string> };
type Submit = (state: unknown, form: FormData) => Promise<ActionResult<unknown>>;

const FIELD: Record<AppLocale, 'name' | 'nameId' | 'nameZh'> = { en: 'name', id: 'nameId', 'zh-CN': 'nameZh' };
const SLUG_FIELD: Record<AppLocale, 'slugEn' | 'slugId' | 'slugZh'> = { en: 'slugEn', id: 'slugId', 'zh-CN': 'slugZh' };

/**
 * Create or edit one category: the name in EN | ID | 中文 behind the same language tabs as Edit
 * Item. Every tab's input stays in the form (hidden when not shown), so one save sends all three.
 */
export function CategoryFormDialog({
  open,
  initial,
  onClose,
  onDone,
  submit,
}: {
  open: boolean;
  initial: CategoryNamesValue | null;
  onClose: () => void;
  onDone: (message: string) => void;
  submit: Submit;
}) {
  const t = useTranslations('adminCategories');
  const prefix = useId();
  const [active, setActive] = useState<AppLocale>('en');
  const [english, setEnglish] = useState(initial?.name ?? '');
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
      else if (answer.fieldErrors?.name || answer.fieldErrors?.slugEn) setActive('en');
      else if (answer.fieldErrors?.nameId || answer.fieldErrors?.slugId) setActive('id');
      else if (answer.fieldErrors?.nameZh || answer.fieldErrors?.slugZh) setActive('zh-CN');
    });
  }

  const titleId = `${prefix}-title`;
  return (
    <Dialog open={open} onClose={onClose} labelledBy={titleId} className="max-w-[32rem]">
      <form onSubmit={onSubmit} className="space-y-4 p-5" data-testid="category-form" noValidate>
        <h2 id={titleId} className="text-lg font-bold text-slate-900">
          {initial?.id ? t('form.editTitle') : t('form.createTitle')}
        </h2>
        {initial?.id ? <input type="hidden" name="id" value={initial.id} /> : null}
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
          const error = errors[field];
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
                maxLength={80}
                defaultValue={initial?.[field] ?? ''}
                onChange={locale === 'en' ? (e) => setEnglish(e.target.value) : undefined}
                error={error}
                errorId={`${inputId}-error`}
                hintIds={[locale !== 'en' && `${inputId}-hint`]}
                required={locale === 'en'}
              />
              {locale !== 'en' && (
                <FieldHint look="catalog" id={`${inputId}-hint`}>
                  {t('form.fallbackHint', { name: english })}
                </FieldHint>
              )}
              <FieldError look="catalog" id={`${inputId}-error`} message={error} />
              <SlugField
                id={`${prefix}-${SLUG_FIELD[locale]}`}
                name={SLUG_FIELD[locale]}
                label={t('form.slug', { language: t(`languages.${locale}`) })}
                hint={t('form.slugHint', { path: localizedPath(locale, `/category/${initial?.id ?? 'N'}/…`) })}
                value={initial?.slugs?.[locale] ?? ''}
                error={errors[SLUG_FIELD[locale]]}
              />
            </div>
          );
        })}
        {initial?.id ? (
          <label className="flex items-start gap-2 text-sm text-slate-700">
            <input type="checkbox" name="regenerateSlugs" className="mt-1" />
            {t('form.regenerateSlugs')}
          </label>
        ) : null}
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

/** A page's address slug as typed: blank keeps the current one (a new page gets one from its name). */
function SlugField(props: { id: string; name: string; label: string; hint: string; value: string; error?: string }) {
  return (
    <div className="mt-3">
      <FieldLabel look="catalog" htmlFor={props.id}>
        {props.label}
      </FieldLabel>
      <TextInput
        look="catalog"
        id={props.id}
        name={props.name}
        lang="en"
        maxLength={100}
        defaultValue={props.value}
        error={props.error}
        errorId={`${props.id}-error`}
        hintIds={[`${props.id}-hint`]}
        data-testid={`slug-${props.name}`}
      />
      <FieldHint look="catalog" id={`${props.id}-hint`}>
        {props.hint}
      </FieldHint>
      <FieldError look="catalog" id={`${props.id}-error`} message={props.error} />
    </div>
  );
}
