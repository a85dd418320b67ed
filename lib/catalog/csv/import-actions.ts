import 'server-only';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { getConfig } from '@/lib/config';
import { getDb } from '@/lib/db';
import { failed, succeeded, type ActionFailure, type ActionSuccess } from '@/lib/actions/result';
import type { AppLocale } from '@/lib/i18n/routing';
import { getStorage } from '@/lib/storage';
import { tagsForItemWrite } from '../tags';
import { applyImport, checkImport, type ImportCheck, type ImportDeps } from './apply';
import { rowChanges, type FieldChange } from './changes';
import { MAX_CSV_BYTES } from './format';
import type { CsvIssue } from './photo-refs';
import { PLAN_DIGEST_PATTERN } from './plan-digest';

// The pieces of the two CSV import actions (lib/catalog/actions.ts): the file schema, the
// translated report a preview shows, and the apply outcome as a result.

export type CsvTranslator = Awaited<ReturnType<typeof getTranslations<'adminCatalogCsv'>>>;

export async function csvTranslator(locale: AppLocale | undefined): Promise<CsvTranslator> {
  return locale ? getTranslations({ locale, namespace: 'adminCatalogCsv' }) : getTranslations('adminCatalogCsv');
}

/** Messages are keys of adminCatalogCsv.fileErrors. */
export const csvFileSchema = z.object({
  file: z
    .instanceof(File, { message: 'noFile' })
    .refine((f) => f.size > 0, 'noFile')
    .refine((f) => f.size <= MAX_CSV_BYTES, 'fileTooLarge'),
});

/** The apply also carries the digest of the preview it confirms (a missing one: preview first). */
export const csvApplySchema = csvFileSchema.extend({
  planDigest: z.string().regex(PLAN_DIGEST_PATTERN, 'noPreview'),
});

export function readCsvForm(_prev: unknown, form: FormData) {
  return { file: form.get('file'), planDigest: form.get('planDigest') ?? '' };
}

export type CsvReportRow = {
  row: number;
  action: 'create' | 'update' | 'unchanged';
  name: string;
  errors: string[];
  warnings: string[];
  /** A valid update's changes (before → after), for the preview to show. */
  changes?: FieldChange[];
};
export type CsvReport = {
  rows: CsvReportRow[];
  counts: { create: number; update: number; unchanged: number; errors: number };
  /** Sent back with the apply: the server refuses if its plan is no longer this one. */
  planDigest: string;
};
export type CsvApplied = { created: number; updated: number; unchanged: number };

export type CsvPreviewResult = ActionSuccess<CsvReport> | ActionFailure;
export type CsvApplyResult = ActionSuccess<CsvApplied> | (ActionFailure & { report?: CsvReport });

export function invalidCsvFile(error: z.ZodError, t: CsvTranslator): ActionFailure {
  const message = error.issues[0]?.message;
  const key = message === 'fileTooLarge' || message === 'noPreview' ? message : 'noFile';
  return failed(t(`fileErrors.${key}`));
}

function importDeps(): Promise<ImportDeps> {
  const config = getConfig();
  return getDb().then((db) => ({ db, storage: getStorage(), allowedHosts: config.importPhotoHosts, siteUrl: config.siteUrl }));
}

const issueText = (t: CsvTranslator, issue: CsvIssue) => t(`issues.${issue.key}` as Parameters<CsvTranslator>[0], issue.values);

function reportOf(check: ImportCheck, t: CsvTranslator): CsvReport {
  const items = new Map(check.snapshot?.items.map((i) => [i.id, i]));
  const categoryNames = new Map(check.snapshot?.categories.map((c) => [c.id, c.name]));
  const categoryName = (id: number | null) => (id === null ? '' : (categoryNames.get(id) ?? ''));
  const rows = check.plans.map((p): CsvReportRow => {
    const before = p.write?.itemId === undefined ? undefined : items.get(p.write.itemId);
    return {
      row: p.row,
      action: p.action,
      name: p.name.slice(0, 200),
      errors: p.errors.map((i) => issueText(t, i)),
      warnings: p.warnings.map((i) => issueText(t, i)),
      ...(p.action === 'update' && p.write && before ? { changes: rowChanges(p.write, before, categoryName) } : {}),
    };
  });
  const count = (a: CsvReportRow['action']) => rows.filter((r) => r.action === a && r.errors.length === 0).length;
  return {
    rows,
    counts: {
      create: count('create'),
      update: count('update'),
      unchanged: count('unchanged'),
      errors: rows.filter((r) => r.errors.length > 0).length,
    },
    planDigest: check.digest ?? '',
  };
}

const fileErrorText = (t: CsvTranslator, issue: CsvIssue) => t(`fileErrors.${issue.key}` as Parameters<CsvTranslator>[0], issue.values);

/** Dry run: parse and plan against the catalogue, write nothing, request nothing. */
export async function previewCsv(file: File, t: CsvTranslator): Promise<CsvPreviewResult> {
  const check = await checkImport(await file.text(), await importDeps());
  if (check.fileError) return failed(fileErrorText(t, check.fileError));
  return succeeded(reportOf(check, t));
}

/**
 * Re-parses and re-validates the file, refuses while any error remains or when the plan is not the
 * previewed one (then with the up-to-date preview to check and apply instead), else applies every
 * row at once.
 */
export async function applyCsv(
  file: File,
  previewed: string,
  t: CsvTranslator,
  refresh: (tags: string[]) => void,
): Promise<CsvApplyResult> {
  try {
    const text = await file.text();
    const deps = await importDeps();
    const outcome = await applyImport(text, deps, previewed);
    if (!outcome.ok && outcome.reason === 'invalid') {
      const { check } = outcome;
      return check.fileError ? failed(fileErrorText(t, check.fileError)) : { ...failed(t('refused')), report: reportOf(check, t) };
    }
    if (!outcome.ok && outcome.reason === 'changed') {
      const check = await checkImport(text, deps);
      return check.fileError ? failed(t('planChanged')) : { ...failed(t('planChanged')), report: reportOf(check, t) };
    }
    if (!outcome.ok) {
      const reason = t(`fetchReasons.${outcome.refusal}`);
      return failed(t('fetchFailed', { row: outcome.row, url: outcome.url.slice(0, 120), reason }));
    }
    const tags = new Set<string>();
    for (const id of [...outcome.created, ...outcome.updated]) for (const tag of tagsForItemWrite(id, outcome.categoryIds)) tags.add(tag);
    refresh([...tags]);
    const data = { created: outcome.created.length, updated: outcome.updated.length, unchanged: outcome.unchanged };
    return succeeded(data, { message: t('import.applied', data) });
  } catch (error) {
    console.error('[catalog] CSV import failed', error);
    return failed(t('failed'));
  }
}
