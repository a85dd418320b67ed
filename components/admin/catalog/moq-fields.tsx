'use client';

import { useTranslations } from 'next-intl';
import { MOQ_MAX_QUANTITY, MOQ_UNITS } from '@/lib/catalog/moq';
import type { ItemDraft } from './item-fields';

const inputClass =
  'mt-1 block w-full rounded-lg border px-3 py-2 text-slate-900 focus:border-teal-600 focus:ring-2 focus:ring-teal-600/30 focus:outline-none';

/**
 * The product's minimum order: a whole number and a unit from a fixed list. One field for every
 * language (the site shows it in each language's words), so it is not a specification row.
 */
export function MoqFields({
  draft,
  onChange,
  error,
}: {
  draft: Pick<ItemDraft, 'moqQuantity' | 'moqUnit'>;
  onChange: (patch: Partial<ItemDraft>) => void;
  error?: string;
}) {
  const t = useTranslations('adminCatalog.form');
  const describedBy = error ? 'item-moq-hint item-moq-error' : 'item-moq-hint';
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-800">
        {t('moq')} <span className="font-normal text-slate-500">{t('optional')}</span>
      </legend>
      <div className="flex flex-wrap gap-3">
        <label className="sr-only" htmlFor="item-moq-quantity">
          {t('moq')}
        </label>
        <input
          id="item-moq-quantity"
          name="moqQuantity"
          type="number"
          inputMode="numeric"
          min={1}
          max={MOQ_MAX_QUANTITY}
          step={1}
          value={draft.moqQuantity}
          onChange={(e) => onChange({ moqQuantity: e.target.value })}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${inputClass} w-40 tabular-nums ${error ? 'border-red-500' : 'border-slate-300'}`}
        />
        <div>
          <label htmlFor="item-moq-unit" className="sr-only">
            {t('moqUnit')}
          </label>
          <select
            id="item-moq-unit"
            name="moqUnit"
            value={draft.moqUnit}
            onChange={(e) => onChange({ moqUnit: e.target.value })}
            aria-describedby={describedBy}
            className={`${inputClass} border-slate-300 bg-white`}
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
      <p id="item-moq-hint" className="mt-1 text-xs text-slate-500">
        {t('moqHint')}
      </p>
      {error ? (
        <p id="item-moq-error" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
