'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { QUOTATION_LIMITS } from '@/lib/quotations/contract';
import { emptyLine, type EditorLine, type PickerProduct } from './editor-state';

// Lines and their price tiers: add a product (picker) or a custom line, remove a line, add and
// remove tiers. Prices are typed as text and checked exactly on the server.

type Props = {
  lines: EditorLine[];
  currency: string;
  products: PickerProduct[];
  onChange: (lines: EditorLine[]) => void;
};

const input = 'mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900';
const small = 'min-h-11 rounded-lg px-3 text-sm font-medium ring-1 ring-slate-300 hover:bg-slate-50 disabled:opacity-50';

export function QuotationLinesEditor({ lines, currency, products, onChange }: Props) {
  const t = useTranslations('AdminQuotations.editor');
  const [pick, setPick] = useState('');
  const update = (i: number, patch: Partial<EditorLine>) => onChange(lines.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  const text = (i: number, key: 'name' | 'itemCode' | 'quantityNote' | 'leadTime' | 'note', label: string, max: number) => (
    <label className="block text-sm font-medium text-slate-700">
      {label}
      <input value={lines[i]![key]} maxLength={max} onChange={(e) => update(i, { [key]: e.target.value })} className={input} />
    </label>
  );
  return (
    <section aria-labelledby="q-lines" className="space-y-4">
      <h2 id="q-lines" className="text-lg font-semibold text-slate-900">
        {t('lines')}
      </h2>
      <ol className="space-y-4">
        {lines.map((line, i) => (
          <li
            key={line.key}
            className="space-y-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
            data-testid="quotation-editor-line"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-semibold text-slate-900">
                {t('line', { n: i + 1 })} · {line.kind === 'product' ? t('product') : t('customLine')}
              </h3>
              <button type="button" className={small} onClick={() => onChange(lines.filter((_, j) => j !== i))}>
                {t('removeLine', { n: i + 1 })}
              </button>
            </div>
            <div className="grid gap-3 md:grid-cols-2">
              {text(i, 'name', t('name'), QUOTATION_LIMITS.name)}
              {text(i, 'itemCode', t('code'), QUOTATION_LIMITS.code)}
              {text(i, 'quantityNote', t('quantityNote'), QUOTATION_LIMITS.shortText)}
              {text(i, 'leadTime', t('leadTime'), QUOTATION_LIMITS.shortText)}
            </div>
            {text(i, 'note', t('lineNote'), QUOTATION_LIMITS.terms)}
            <fieldset className="space-y-2">
              <legend className="text-sm font-semibold text-slate-800">{t('tiers')}</legend>
              <p className="text-xs text-slate-600">{t('priceHint')}</p>
              {line.tiers.map((tier, k) => (
                <div key={k} className="flex flex-wrap items-end gap-2" data-testid="quotation-editor-tier">
                  <label className="block w-32 text-sm text-slate-700">
                    {t('quantity')}
                    <input
                      type="number"
                      min={1}
                      inputMode="numeric"
                      value={tier.quantity}
                      onChange={(e) =>
                        update(i, { tiers: line.tiers.map((x, m) => (m === k ? { ...x, quantity: Number(e.target.value) } : x)) })
                      }
                      className={input}
                    />
                  </label>
                  <label className="block w-40 text-sm text-slate-700">
                    {t('unitPrice', { currency })}
                    <input
                      inputMode="decimal"
                      value={tier.price}
                      onChange={(e) => update(i, { tiers: line.tiers.map((x, m) => (m === k ? { ...x, price: e.target.value } : x)) })}
                      className={input}
                    />
                  </label>
                  <button
                    type="button"
                    className={small}
                    disabled={line.tiers.length === 1}
                    onClick={() => update(i, { tiers: line.tiers.filter((_, m) => m !== k) })}
                  >
                    {t('removeTier', { n: k + 1 })}
                  </button>
                </div>
              ))}
              <button
                type="button"
                className={small}
                disabled={line.tiers.length >= QUOTATION_LIMITS.tiersPerLine}
                onClick={() => {
                  const last = line.tiers[line.tiers.length - 1]?.quantity ?? 0;
                  update(i, { tiers: [...line.tiers, { quantity: last > 0 ? last * 5 : 1000, price: '' }] });
                }}
              >
                {t('addTier')}
              </button>
            </fieldset>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-end gap-2">
        <label className="block min-w-64 flex-1 text-sm font-medium text-slate-700">
          {t('choose')}
          <select value={pick} onChange={(e) => setPick(e.target.value)} className={input} data-testid="quotation-product-picker">
            <option value="" />
            {products.map((p) => (
              <option key={p.id} value={p.id}>
                {p.code ? `${p.name} (${p.code})` : p.name}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className={small}
          disabled={!pick || lines.length >= QUOTATION_LIMITS.lines}
          onClick={() => {
            const product = products.find((p) => String(p.id) === pick);
            if (product) onChange([...lines, emptyLine('product', product)]);
            setPick('');
          }}
        >
          {t('addProduct')}
        </button>
        <button
          type="button"
          className={small}
          disabled={lines.length >= QUOTATION_LIMITS.lines}
          onClick={() => onChange([...lines, emptyLine('custom')])}
        >
          {t('addCustom')}
        </button>
      </div>
    </section>
  );
}
