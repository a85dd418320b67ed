'use client';

import { useTranslations } from 'next-intl';
import { FieldError, FieldHint, TextInput } from '@/components/ui/field';
import { LEAD_TIME_MAX_DAYS } from '@/lib/product-fields/lead-time-field';
import type { FieldInputProps } from './field-inputs';

const ENDS = ['min', 'max'] as const;

/** The lead time: from and to, in working days; an empty "to" means exactly "from". */
export function LeadTimeFields({ draft, onChange, error }: FieldInputProps<'leadTime'>) {
  const t = useTranslations('adminCatalog.form');
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-800">
        {t('leadTime')} <span className="font-normal text-slate-500">{t('optional')}</span>
      </legend>
      <div className="flex flex-wrap items-end gap-3">
        {ENDS.map((end) => (
          <div key={end}>
            <label htmlFor={`item-lead-time-${end}`} className="block text-xs font-medium text-slate-600">
              {t(`leadTimeEnds.${end}`)}
            </label>
            <TextInput
              look="catalog"
              className="w-24 tabular-nums"
              id={`item-lead-time-${end}`}
              type="number"
              inputMode="numeric"
              min={1}
              max={LEAD_TIME_MAX_DAYS}
              step={1}
              value={draft[end]}
              onChange={(e) => onChange({ [end]: e.target.value })}
              error={error}
              errorId="item-lead-time-error"
              hintIds={['item-lead-time-hint']}
            />
          </div>
        ))}
      </div>
      <FieldHint look="catalog" id="item-lead-time-hint">
        {t('leadTimeHint')}
      </FieldHint>
      <FieldError look="catalog" id="item-lead-time-error" message={error} />
    </fieldset>
  );
}
