import { getFormatter, getTranslations } from 'next-intl/server';
import { backupNowAction } from '@/lib/backup/actions';
import { DAY_MS, listBackups } from '@/lib/backup/service';
import { getConfig } from '@/lib/config';
import type { AppLocale } from '@/lib/i18n/routing';
import { BackupNowButton } from './backup-now-button';

/** A week without a backup is a warning on the owner's overview. */
export const BACKUP_WARN_AFTER_DAYS = 7;

/**
 * The owner's backups (lib/backup): the newest archive's time and size with its download, how many
 * are kept, a warning when there is none for a week (or no schedule at all), and "Back up now".
 */
export async function BackupPanel({ locale, now = new Date() }: { locale: AppLocale; now?: Date }) {
  const t = await getTranslations({ locale, namespace: 'adminOverview.backups' });
  const format = await getFormatter({ locale });
  const { dir, keep } = getConfig().backup;
  const list = listBackups(dir);
  const newest = list[0];
  const stale = !newest || now.getTime() - newest.at.getTime() > BACKUP_WARN_AFTER_DAYS * DAY_MS;
  const warning = !dir ? t('notSetUp') : stale ? t('stale', { days: BACKUP_WARN_AFTER_DAYS }) : null;
  const mb = (bytes: number) => format.number(bytes / 1024 / 1024, { maximumFractionDigits: 1 });
  return (
    <section
      aria-labelledby="backups-title"
      data-testid="backup-panel"
      className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="backups-title" className="text-lg font-semibold text-slate-900">
        {t('title')}
      </h2>
      {warning ? (
        <p data-testid="backup-warning" className="mt-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {warning}
        </p>
      ) : null}
      {newest ? (
        <p data-testid="backup-latest" className="mt-3 text-sm text-slate-700">
          {t('latest', {
            when: format.dateTime(newest.at, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Jakarta' }),
            size: mb(newest.bytes),
          })}{' '}
          <a
            href={`/${locale}/admin-panel/backups/${newest.name}`}
            download
            data-testid="backup-download"
            className="font-semibold text-teal-800 underline-offset-2 hover:underline"
          >
            {t('download')}
          </a>
        </p>
      ) : null}
      {dir ? (
        <>
          <p className="mt-2 text-sm text-slate-600">{t('kept', { count: list.length, keep })}</p>
          <BackupNowButton label={t('now')} busy={t('busy')} submit={backupNowAction.bind(null, locale)} />
        </>
      ) : null}
    </section>
  );
}
