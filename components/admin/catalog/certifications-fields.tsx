'use client';

import { useTranslations } from 'next-intl';
import { FieldError, FieldHint } from '@/components/ui/field';
import { PRODUCT_CERTIFICATIONS, type ProductCertification } from '@/lib/product-fields/certifications-field';
import type { FieldInputProps } from './field-inputs';

/** The certifications: a checkbox per entry of the fixed list, named in the admin's language. */
export function CertificationsFields({ draft, onChange, error }: FieldInputProps<'certifications'>) {
  const t = useTranslations('adminCatalog.form');
  const names = useTranslations('ItemFields.certifications.options');
  const chosen = new Set(draft.list.split(/[\s,;]+/).filter(Boolean));
  const toggle = (code: ProductCertification, on: boolean) => {
    const next = PRODUCT_CERTIFICATIONS.filter((c) => (c === code ? on : chosen.has(c)));
    onChange({ list: next.join(', ') });
  };
  return (
    <fieldset aria-describedby={error ? 'item-certifications-hint item-certifications-error' : 'item-certifications-hint'}>
      <legend className="text-sm font-semibold text-slate-800">
        {t('certifications')} <span className="font-normal text-slate-500">{t('optional')}</span>
      </legend>
      <div className="mt-1 grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {PRODUCT_CERTIFICATIONS.map((code) => (
          <label key={code} className="flex min-h-6 items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="size-4 rounded border-slate-400 text-teal-700 focus-visible:ring-2 focus-visible:ring-teal-600/40"
              checked={chosen.has(code)}
              onChange={(e) => toggle(code, e.target.checked)}
            />
            {names(code)}
          </label>
        ))}
      </div>
      <FieldHint look="catalog" id="item-certifications-hint">
        {t('certificationsHint')}
      </FieldHint>
      <FieldError look="catalog" id="item-certifications-error" message={error} />
    </fieldset>
  );
}
