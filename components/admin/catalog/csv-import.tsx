'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState, useTransition } from 'react';
import type { CsvApplied, CsvApplyResult, CsvPreviewResult, CsvReport } from '@/lib/catalog/csv/import-actions';
import { Link } from '@/lib/i18n/navigation';
import { CsvRowChanges } from './csv-row-changes';

type Props = {
  preview: (prev: CsvPreviewResult | null, form: FormData) => Promise<CsvPreviewResult>;
  apply: (prev: CsvApplyResult | null, form: FormData) => Promise<CsvApplyResult>;
  hosts: readonly string[];
};

const ACTION_STYLE = {
  create: 'bg-teal-50 text-teal-800 ring-teal-200',
  update: 'bg-amber-50 text-amber-900 ring-amber-200',
  unchanged: 'bg-slate-100 text-slate-700 ring-slate-200',
} as const;

/** Product CSV import: choose a file, Preview (dry run), then Apply (the server checks the file again). */
export function CsvImport({ preview, apply, hosts }: Props) {
  const t = useTranslations('adminCatalogCsv.import');
  const fileRef = useRef<HTMLInputElement>(null);
  const [pending, startTransition] = useTransition();
  const [busy, setBusy] = useState<'preview' | 'apply' | null>(null);
  const [report, setReport] = useState<CsvReport | null>(null);
  // A new report is a new table (its "only problems" filter starts over).
  const [reportKey, setReportKey] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [applied, setApplied] = useState<{ data: CsvApplied; message?: string } | null>(null);

  function run(kind: 'preview' | 'apply') {
    const form = new FormData();
    const file = fileRef.current?.files?.[0];
    if (file) form.set('file', file);
    // The apply confirms exactly this preview: the server refuses if its plan has changed since.
    if (kind === 'apply' && report) form.set('planDigest', report.planDigest);
    setBusy(kind);
    setReportKey((k) => k + 1);
    startTransition(async () => {
      if (kind === 'preview') {
        const result = await preview(null, form);
        setApplied(null);
        setReport(result.ok ? result.data : null);
        setError(result.ok ? null : (result.formError ?? null));
      } else {
        const result = await apply(null, form);
        if (result.ok) {
          setApplied({ data: result.data, message: result.message });
          setReport(null);
          setError(null);
        } else {
          setError(result.formError ?? null);
          if (result.report) setReport(result.report);
        }
      }
      setBusy(null);
    });
  }

  const reset = () => {
    setReport(null);
    setApplied(null);
    setError(null);
  };
  const button = 'rounded-xl px-4 py-2 text-sm font-semibold disabled:opacity-60';

  return (
    <div className="space-y-5">
      <section className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <label htmlFor="csv-file" className="block text-sm font-semibold text-slate-900">
          {t('fileLabel')}
        </label>
        <input
          ref={fileRef}
          id="csv-file"
          name="file"
          type="file"
          accept=".csv,text/csv"
          aria-describedby="csv-file-hint"
          onChange={reset}
          className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-semibold"
        />
        <p id="csv-file-hint" className="text-sm text-slate-600">
          {t('fileHint')} {hosts.length > 0 ? t('hostsAllowed', { hosts: hosts.join(', ') }) : t('hostsNone')}
        </p>
        <div className="flex flex-wrap gap-3">
          <button type="button" disabled={pending} onClick={() => run('preview')} className={`${button} bg-slate-900 text-white`}>
            {busy === 'preview' ? t('previewing') : t('preview')}
          </button>
          {report && (
            <button
              type="button"
              // A report with errors cannot be applied (the server refuses it too): fix the file first.
              disabled={pending || report.counts.errors > 0}
              aria-describedby="csv-report-hint"
              onClick={() => run('apply')}
              className={`${button} bg-teal-700 text-white hover:bg-teal-800`}
            >
              {busy === 'apply' ? t('applying') : t('apply')}
            </button>
          )}
        </div>
      </section>

      {error && (
        <p role="alert" data-testid="csv-error" className="rounded-xl bg-red-50 p-4 text-sm text-red-900 ring-1 ring-red-200">
          {error}
        </p>
      )}
      {applied && (
        <div role="status" data-testid="csv-applied" className="rounded-xl bg-teal-50 p-4 text-sm text-teal-900 ring-1 ring-teal-200">
          <p>{applied.message}</p>
          <Link href="/admin-panel/itemlist" className="mt-2 inline-block font-semibold underline">
            {t('viewList')}
          </Link>
        </div>
      )}
      {report && <CsvReportTable key={reportKey} report={report} />}
    </div>
  );
}

function CsvReportTable({ report }: { report: CsvReport }) {
  const t = useTranslations('adminCatalogCsv.import');
  const { counts } = report;
  const problems = report.rows.filter((r) => r.errors.length > 0 || r.warnings.length > 0);
  // In a long file the rows that need attention come first: shown alone until the admin asks for all.
  const [onlyProblems, setOnlyProblems] = useState(problems.length > 0);
  const rows = onlyProblems ? problems : report.rows;
  const cell = 'px-3 py-2 align-top max-sm:py-1';
  return (
    <section className="space-y-3" data-testid="csv-report">
      <p className="text-sm font-semibold text-slate-900" data-testid="csv-summary">
        {t('summary', { rows: report.rows.length, ...counts })}
      </p>
      <p id="csv-report-hint" className="text-sm text-slate-600">
        {counts.errors > 0 ? t('errorsHint') : t('readyHint')}
      </p>
      {problems.length > 0 && (
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" checked={onlyProblems} onChange={(e) => setOnlyProblems(e.target.checked)} className="size-4" />
          {t('onlyProblems', { count: problems.length })}
        </label>
      )}
      <div className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
        <table className="w-full text-left text-sm max-sm:block">
          <thead className="bg-slate-50 text-xs text-slate-600 uppercase max-sm:sr-only">
            <tr>
              <th scope="col" className="px-3 py-2">
                {t('colRow')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('colAction')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('colName')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('colNotes')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 max-sm:block">
            {rows.map((r) => (
              <tr
                key={r.row}
                data-row={r.row}
                data-has-errors={r.errors.length > 0}
                className={`max-sm:grid max-sm:grid-cols-[2.5rem_auto_1fr] max-sm:py-2 ${r.errors.length > 0 ? 'bg-red-50/60' : ''}`}
              >
                <td className={`${cell} font-mono text-slate-700 tabular-nums`}>{r.row}</td>
                <td className={cell}>
                  <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${ACTION_STYLE[r.action]}`}>
                    {t(`actions.${r.action}`)}
                  </span>
                </td>
                <td className={`${cell} break-words text-slate-900`}>{r.name || t('noName')}</td>
                <td className={`${cell} max-sm:col-span-3 max-sm:empty:hidden`}>
                  {r.changes && <CsvRowChanges changes={r.changes} />}
                  {r.errors.length + r.warnings.length > 0 && (
                    <ul className="space-y-1">
                      {r.errors.map((e, i) => (
                        <li key={`e${i}`} className="text-red-800" data-testid="csv-row-error">
                          <strong>{t('error')}:</strong> {e}
                        </li>
                      ))}
                      {r.warnings.map((w, i) => (
                        <li key={`w${i}`} className="text-amber-900" data-testid="csv-row-warning">
                          <strong>{t('warning')}:</strong> {w}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
