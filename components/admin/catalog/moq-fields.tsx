'use client';

import { useTranslations } from 'next-intl';
import { controlClass, describedBy, FieldError, FieldHint, TextInput } from '@/components/ui/field';
import { MOQ_MAX_QUANTITY, MOQ_UNITS } from '@/lib/product-fields/moq';
import type { FieldInputProps } from './field-inputs';

/**
 * The product's minimum order: a whole number and a unit from a fixed list. One field for every
 * language (the site shows it in each language's words), so it is not a specification row.
 */
export function MoqFields({ draft, onChange, error }: FieldInputProps<'moq'>) {
  const t = useTranslations('adminCatalog.form');
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-800">
        {t('moq')} <span className="font-normal text-slate-500">{t('optional')}</span>
      </legend>
      <div className="flex flex-wrap items-end gap-3">
        {/* In a box of its own, its width there: the control's w-full would take the row, pushing the unit below. */}
        <div className="w-40">
          <label className="sr-only" htmlFor="item-moq-quantity">
            {t('moq')}
          </label>
          <TextInput
            look="catalog"
            className="tabular-nums"
            id="item-moq-quantity"

            type="number"
            inputMode="numeric"
            min={1}
            max={MOQ_MAX_QUANTITY}
            step={1}
            value={draft.quantity}
            onChange={(e) => onChange({ quantity: e.target.value })}
            error={error}
            errorId="item-moq-error"
            hintIds={['item-moq-hint']}
          />
        </div>
        <div>
          <label htmlFor="item-moq-unit" className="sr-only">
            {t('moqUnit')}
          </label>
          <select
            id="item-moq-unit"

            value={draft.unit}
            onChange={(e) => onChange({ unit: e.target.value })}
            // The unit is read with the quantity's hint and error, but only the quantity is ever wrong.
            aria-describedby={describedBy('item-moq-hint', error && 'item-moq-error')}
            className={controlClass('catalog', false, 'bg-white')}
          >
            {MOQ_UNITS.map((unit) => (
              <option key={unit} value={unit}>
                {t(`moqUnits.${unit}`)}
              </option>
            ))}
            <option value="">{t('moqNoUnit')}</option>
          </select>
        </div>
      </div>
      <FieldHint look="catalog" id="item-moq-hint">
        {t('moqHint')}
      </FieldHint>
      <FieldError look="catalog" id="item-moq-error" message={error} />
    </fieldset>
  );
}
