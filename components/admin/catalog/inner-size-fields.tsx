'use client';

import { useTranslations } from 'next-intl';
import { FieldError, FieldHint, TextInput } from '@/components/ui/field';
import { INNER_SIZE_MAX_MM } from '@/lib/product-fields/inner-size-field';
import type { FieldInputProps } from './field-inputs';

const SIDES = ['length', 'width', 'height'] as const;

/** The inner dimensions: length × width × height in whole millimetres, all three or none. */
export function InnerSizeFields({ draft, onChange, error }: FieldInputProps<'innerSize'>) {
  const t = useTranslations('adminCatalog.form');
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-800">
        {t('innerSize')} <span className="font-normal text-slate-500">{t('optional')}</span>
      </legend>
      <div className="flex flex-wrap items-end gap-3">
        {SIDES.map((side) => (
          <div key={side}>
            <label htmlFor={`item-inner-${side}`} className="block text-xs font-medium text-slate-600">
              {t(`innerSides.${side}`)}
            </label>
            <TextInput
              look="catalog"
              className="w-24 tabular-nums"
              id={`item-inner-${side}`}
              type="number"
              inputMode="numeric"
              min={1}
              max={INNER_SIZE_MAX_MM}
              step={1}
              value={draft[side]}
              onChange={(e) => onChange({ [side]: e.target.value })}
              error={error}
              errorId="item-inner-size-error"
              hintIds={['item-inner-size-hint']}
            />
          </div>
        ))}
      </div>
      <FieldHint look="catalog" id="item-inner-size-hint">
        {t('innerSizeHint')}
      </FieldHint>
      <FieldError look="catalog" id="item-inner-size-error" message={error} />
    </fieldset>
  );
}
