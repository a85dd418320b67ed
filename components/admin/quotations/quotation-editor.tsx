'use client';

import { useTranslations } from 'next-intl';
import { useState, useTransition, type FormEvent } from 'react';
import type { ActionResult } from '@/lib/actions/result';
import { QUOTATION_LIMITS } from '@/lib/quotations/contract';
import { QUOTATION_CURRENCIES } from '@/lib/quotations/money';
import { draftJson, sortTiers, type EditorDraft, type PickerProduct } from './editor-state';
import { QuotationLinesEditor } from './quotation-lines-editor';

// The quotation editor: terms and lines of the newest version, saved as one draft (the whole draft
// as JSON, with the version and revision the form was loaded with, so a stale form is refused).
// Send and Withdraw are separate forms; Send waits until the changes are saved.

type Result = ActionResult<unknown>;
export type EditorAction = (prev: null, form: FormData) => Promise<Result>;

type Props = {
  id: number;
  version: number;
  revision: number;
  /** The newest version was sent: saving starts the next version. */
  frozen: boolean;
  withdrawn: boolean;
  initial: EditorDraft;
  products: PickerProduct[];
  save: EditorAction;
  send: EditorAction;
  withdraw: EditorAction;
};

const input = 'mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900';
const primary = 'min-h-11 rounded-lg bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-600 disabled:opacity-60';
const secondary = 'min-h-11 rounded-lg px-4 text-sm font-medium text-slate-900 ring-1 ring-slate-300 hover:bg-slate-50 disabled:opacity-60';

function Feedback({ result }: { result: Result | null }) {
  if (!result) return <p role="status" className="sr-only" />;
  return result.ok ? (
    <p role="status" data-testid="quotation-ok" className="text-sm font-medium text-emerald-800">
      {result.message}
    </p>
  ) : (
    <p role="alert" data-testid="quotation-error" className="text-sm font-medium text-red-800">
      {result.formError}
    </p>
  );
}

export function QuotationEditor({ id, version, revision, frozen, withdrawn, initial, products, save, send, withdraw }: Props) {
  const t = useTranslations('AdminQuotations');
  const [draft, setDraft] = useState(initial);
  const [dirty, setDirty] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const [pending, start] = useTransition();
  const change = (patch: Partial<EditorDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setDirty(true);
  };
  const run = (action: EditorAction, after?: (r: Result) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    start(async () => {
      const answer = await action(null, form);
      setResult(answer);
      after?.(answer);
    });
  };
  const hidden = (
    <>
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="version" value={version} />
      <input type="hidden" name="revision" value={revision} />
    </>
  );
  const field = (key: 'paymentTerms' | 'incoterms', max: number) => (
    <label className="block text-sm font-medium text-slate-700">
      {t(`editor.${key}`)}
      <input value={draft[key]} maxLength={max} onChange={(e) => change({ [key]: e.target.value })} className={input} />
    </label>
  );
  if (withdrawn) return <Feedback result={result} />;
  return (
    <div className="space-y-6" data-testid="quotation-editor">
      {frozen && (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{t('editor.frozen', { n: version, next: version + 1 })}</p>
      )}
      <form
        onSubmit={run(save, (r) => {
          if (!r.ok) return;
          setDirty(false);
          // The server stored the tiers by quantity: show them so.
          setDraft((d) => ({ ...d, lines: d.lines.map(sortTiers) }));
        })}
        className="space-y-6"
      >
        {hidden}
        <input type="hidden" name="draft" value={draftJson(draft)} />
        <section aria-labelledby="q-terms" className="grid gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 md:grid-cols-3">
          <h2 id="q-terms" className="text-lg font-semibold text-slate-900 md:col-span-3">
            {t('editor.terms')}
          </h2>
          <label className="block text-sm font-medium text-slate-700">
            {t('editor.currency')}
            <select
              value={draft.currency}
              onChange={(e) => change({ currency: e.target.value as EditorDraft['currency'] })}
              className={input}
            >
              {QUOTATION_CURRENCIES.map((c) => (
                <option key={c} value={c}>
                  {t(`currencyName.${c}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="block text-sm font-medium text-slate-700">
            {t('editor.locale')}
            <select value={draft.locale} onChange={(e) => change({ locale: e.target.value as EditorDraft['locale'] })} className={input}>
              <option value="en">{t('localeName.en')}</option>
              <option value="id">{t('localeName.id')}</option>
              <option value="zh-CN">{t('localeName.zhCN')}</option>
            </select>
          </label>
          <label className="block text-sm font-medium text-slate-700">
            {t('editor.validUntil')}
            <input
              type="date"
              required
              value={draft.validUntil}
              onChange={(e) => change({ validUntil: e.target.value })}
              className={input}
            />
          </label>
          {field('paymentTerms', QUOTATION_LIMITS.terms)}
          {field('incoterms', QUOTATION_LIMITS.shortText)}
          <label className="block text-sm font-medium text-slate-700 md:col-span-3">
            {t('editor.note')}
            <textarea
              value={draft.note}
              rows={3}
              maxLength={QUOTATION_LIMITS.note}
              onChange={(e) => change({ note: e.target.value })}
              className={input}
            />
          </label>
        </section>
        <QuotationLinesEditor
          lines={draft.lines}
          currency={draft.currency}
          products={products}
          onChange={(lines) => change({ lines })}
          fieldErrors={result && !result.ok ? (result.fieldErrors ?? {}) : {}}
        />
        <button type="submit" disabled={pending} className={primary} data-testid="quotation-save">
          {t('editor.save')}
        </button>
      </form>
      <Feedback result={result} />
      <div className="flex flex-wrap items-start gap-3">
        <form onSubmit={run(send)} className="space-y-1">
          {hidden}
          <button type="submit" disabled={pending || dirty || frozen} className={primary} data-testid="quotation-send">
            {t('editor.send')}
          </button>
          <p className="max-w-md text-xs text-slate-600">{dirty ? t('editor.saveFirst') : t('editor.sendHint')}</p>
        </form>
        <form onSubmit={run(withdraw)}>
          <input type="hidden" name="id" value={id} />
          <button type="submit" disabled={pending} className={secondary} data-testid="quotation-withdraw">
            {t('editor.withdraw')}
          </button>
        </form>
      </div>
    </div>
  );
}
