'use client';

import { useTranslations } from 'next-intl';
import type { EditorLine } from './editor-state';

// One price tier of a line (quantity, unit price), or a sample line's pieces and price. A refused
// value is marked (aria-invalid) and its message sits under it, named by the input.

type Tier = EditorLine['tiers'][number];

const input = 'mt-1 block min-h-11 w-full rounded-lg border bg-white px-3 text-sm text-slate-900';
const border = (error?: string) => (error ? 'border-red-600 ring-1 ring-red-600' : 'border-slate-300');
const small = 'min-h-11 rounded-lg px-3 text-sm font-medium ring-1 ring-slate-300 hover:bg-slate-50 disabled:opacity-50';

export function TierRow({
  id,
  tier,
  sample,
  currency,
  errors,
  onChange,
  remove,
}: {
  id: string;
  tier: Tier;
  sample: boolean;
  currency: string;
  errors: { quantity?: string; price?: string };
  onChange: (tier: Tier) => void;
  remove: { label: string; run: () => void } | null;
}) {
  const t = useTranslations('AdminQuotations.editor');
  const field = (key: 'quantity' | 'price') => ({
    id: `${id}-${key}`,
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': errors[key] ? `${id}-${key}-error` : undefined,
  });
  return (
    <div className="flex flex-wrap items-start gap-2" data-testid="quotation-editor-tier">
      <div className="w-36">
        <label htmlFor={`${id}-quantity`} className="block text-sm text-slate-700">
          {sample ? t('samplePieces') : t('quantity')}
        </label>
        <input
          {...field('quantity')}
          type="number"
          min={1}
          inputMode="numeric"
          value={tier.quantity}
          onChange={(e) => onChange({ ...tier, quantity: Number(e.target.value) })}
          className={`${input} ${border(errors.quantity)}`}
        />
        {errors.quantity && (
          <p id={`${id}-quantity-error`} className="mt-1 text-xs font-medium text-red-700">
            {errors.quantity}
          </p>
        )}
      </div>
      <div className="w-48">
        <label htmlFor={`${id}-price`} className="block text-sm text-slate-700">
          {sample ? t('samplePrice', { currency }) : t('unitPrice', { currency })}
        </label>
        <input
          {...field('price')}
          inputMode="decimal"
          value={tier.price}
          onChange={(e) => onChange({ ...tier, price: e.target.value })}
          className={`${input} ${border(errors.price)}`}
        />
        {errors.price && (
          <p id={`${id}-price-error`} className="mt-1 text-xs font-medium text-red-700">
            {errors.price}
          </p>
        )}
      </div>
      {remove && (
        <button type="button" className={`${small} mt-6`} onClick={remove.run}>
          {remove.label}
        </button>
      )}
    </div>
  );
}
