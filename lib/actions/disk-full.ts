import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { assertRoomToWrite, isDiskFull } from '@/lib/storage/disk-space';
import { failed, type ActionFailure } from './result';

// The administrators' answer when the data folder's disk is full (decision 086): one translated
// heading and text (messages `diskFull`), whichever action was refused. adminAction checks the
// disk before an action marked `disk` runs, and answers the same for a write the disk filled up
// under (ENOSPC, PostgreSQL's disk_full), instead of a 500.

/** What an action writes under DATA_DIR: rows only, or photos too (their sizes count against the reserve). */
export type ActionDiskUse = 'rows' | 'files';

/**
 * "The server's disk is full, so nothing was saved…" in the page's language. `cause`: the error of a
 * write the disk filled up under (logged, as the action's own message for it would have been).
 */
export async function diskFullFailure<F extends string = string>(
  locale: AppLocale | undefined,
  cause?: unknown,
): Promise<ActionFailure<F>> {
  if (cause !== undefined) console.error('[disk] a write failed for want of disk space:', cause instanceof Error ? cause.message : cause);
  const t = locale ? await getTranslations({ locale, namespace: 'diskFull' }) : await getTranslations('diskFull');
  return failed<F>(t('body'), { title: t('title') });
}

/** The refusal when the write would leave DATA_DIR's disk under its reserve, else null (go ahead). */
export async function diskRefusal(use: ActionDiskUse, input: unknown, locale: AppLocale | undefined): Promise<ActionFailure | null> {
  try {
    await assertRoomToWrite(use === 'files' ? { files: true, bytes: uploadBytes(input) } : {});
    return null;
  } catch (error) {
    if (isDiskFull(error)) return diskFullFailure(locale);
    throw error;
  }
}

/** The bytes of the files in a parsed input (File values, in arrays and objects up to three levels down). */
export function uploadBytes(value: unknown, depth = 0): number {
  if (typeof File !== 'undefined' && value instanceof File) return value.size;
  if (depth >= 3 || !value || typeof value !== 'object') return 0;
  const values = Array.isArray(value) ? value : Object.values(value);
  return values.reduce<number>((sum, v) => sum + uploadBytes(v, depth + 1), 0);
}
