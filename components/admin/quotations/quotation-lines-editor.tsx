'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { QUOTATION_LIMITS } from '@/lib/quotations/contract';
import { emptyLine, nextTierQuantity, type EditorLine, type PickerProduct } from './editor-state';
import { TierRow } from './tier-row';

// Lines and their price tiers: add a product (picker) or a custom line, remove a line, add and
// remove tiers. Prices are typed as text and checked exactly on the server; a refused field is
// marked with its message (`fieldErrors`, keyed `lines.<i>.tiers.<j>.price`). A sample line (from
// the buyer's sample request) has one row: its pieces and their price, 0 for free.

type Props = {
  lines: EditorLine[];
  currency: string;
  products: PickerProduct[];
  onChange: (lines: EditorLine[]) => void;
  fieldErrors: Record<string, string | undefined>;
};

const input = 'mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900';
const small = 'min-h-11 rounded-lg px-3 text-sm font-medium ring-1 ring-slate-300 hover:bg-slate-50 disabled:opacity-50';

export function QuotationLinesEditor({ lines, currency, products, onChange, fieldErrors }: Props) {
  const t = useTranslations('AdminQuotations.editor');
  const [pick, setPick] = useState('');
  const update = (i: number, patch: Partial<EditorLine>) => onChange(lines.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  const text = (i: number, key: 'name' | 'itemCode' | 'quantityNote' | 'leadTime' | 'note', label: string, max: number, hint?: string) => {
    const id = `q-line-${lines[i]!.key}-${key}`;
    return (
      <div>
        <label htmlFor={id} className="block text-sm font-medium text-slate-700">
          {label}
        </label>
        <input
          id={id}
          value={lines[i]![key]}
          maxLength={max}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(e) => update(i, { [key]: e.target.value })}
          className={input}
        />
        {hint && (
          <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
            {hint}
          </p>
        )}
      </div>
    );
  };
  const kindLabel = (kind: EditorLine['kind']) => (kind === 'product' ? t('product') : kind === 'sample' ? t('sample') : t('customLine'));
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
            data-kind={line.kind}
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-semibold text-slate-900">
                {t('line', { n: i + 1 })} · <span data-testid="quotation-editor-line-kind">{kindLabel(line.kind)}</span>
              </h3>
              <button type="button" className={small} onClick={() => onChange(lines.filter((_, j) => j !== i))}>
                {t('removeLine', { n: i + 1 })}
              </button>
            </div>
            <div className="grid gap-3 md:grid-cols-2">
              {text(i, 'name', t('name'), QUOTATION_LIMITS.name)}
              {text(i, 'itemCode', t('code'), QUOTATION_LIMITS.code)}
              {line.kind !== 'sample' && text(i, 'quantityNote', t('quantityNote'), QUOTATION_LIMITS.shortText, t('quantityNoteHint'))}
              {text(i, 'leadTime', t('leadTime'), QUOTATION_LIMITS.shortText)}
            </div>
            {text(i, 'note', t('lineNote'), QUOTATION_LIMITS.terms)}
            <fieldset className="space-y-2">
              <legend className="text-sm font-semibold text-slate-800">{line.kind === 'sample' ? t('sample') : t('tiers')}</legend>
              <p className="text-xs text-slate-600">{line.kind === 'sample' ? t('sampleHint') : t('priceHint')}</p>
              {line.tiers.map((tier, k) => (
                <TierRow
                  key={k}
                  id={`q-tier-${line.key}-${k}`}
                  tier={tier}
                  sample={line.kind === 'sample'}
                  currency={currency}
                  errors={{ quantity: fieldErrors[`lines.${i}.tiers.${k}.quantity`], price: fieldErrors[`lines.${i}.tiers.${k}.price`] }}
                  onChange={(next) => update(i, { tiers: line.tiers.map((x, m) => (m === k ? next : x)) })}
                  remove={
                    line.kind === 'sample' || line.tiers.length === 1
                      ? null
                      : { label: t('removeTier', { n: k + 1 }), run: () => update(i, { tiers: line.tiers.filter((_, m) => m !== k) }) }
                  }
                />
              ))}
              {line.kind !== 'sample' && (
                <button
                  type="button"
                  className={small}
                  disabled={line.tiers.length >= QUOTATION_LIMITS.tiersPerLine}
                  onClick={() => update(i, { tiers: [...line.tiers, { quantity: nextTierQuantity(line.tiers), price: '' }] })}
                >
                  {t('addTier')}
                </button>
              )}
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
