'use server';

import { refresh } from 'next/cache';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { adminAction } from '@/lib/actions/define-action';
import { failed, succeeded, type ActionResult } from '@/lib/actions/result';
import { getConfig } from '@/lib/config';
import type { AppLocale } from '@/lib/i18n/routing';
import { backupNow } from './service';

// The overview's "Back up now": the owner only (a backup is a copy of every customer's data). Built
// by adminAction with the 'team' capability; lib/backup/actions.int.test.ts enumerates the exports for
// the authorisation matrix.

type Translator = Awaited<ReturnType<typeof getTranslations<'adminOverview.backups'>>>;
async function translator(locale: AppLocale | undefined): Promise<Translator> {
  return locale ? getTranslations({ locale, namespace: 'adminOverview.backups' }) : getTranslations('adminOverview.backups');
}

export type BackupActionResult = ActionResult<{ name: string; bytes: number } | null>;

/** The button sends nothing: an empty form. */
const schema = z.object({}).strict();

export const backupNowAction = adminAction({
  guard: 'team',
  translator,
  read: () => ({}),
  schema,
  invalid: (_error, t): BackupActionResult => failed(t('failed')),
  async run(_input, { t }): Promise<BackupActionResult> {
    if (!getConfig().backup.dir) return failed(t('notSetUp'));
    try {
      const made = await backupNow('owner');
      refresh();
      return succeeded({ name: made.name, bytes: made.bytes }, { message: t('made', { name: made.name }) });
    } catch (error) {
      console.error('[backup] the owner’s backup failed', error);
      return failed(t('failed'));
    }
  },
});
