import { getTranslations } from 'next-intl/server';
import { pagerTexts } from '@/components/ui/pager-texts';
import { Pagination } from '@/components/ui/pagination';
import { AUDIT_ACTIONS, type AuditAction } from '@/lib/history/contract';
import { activityFiltersQuery, type ActivityFilters } from '@/lib/history/activity-filters';
import type { ActivityPage, ActivityRow } from '@/lib/history/activity-queries';
import { activityHref } from '@/lib/history/activity-links';
import { existingTargets } from '@/lib/history/activity-targets';
import type { Role } from '@/lib/auth/roles';
import { translatedLocale } from '@/lib/history/translated-locale';
import { localizedPath, type AppLocale } from '@/lib/i18n/routing';
import { ActivityTime } from './activity-time';
import { ChangeList } from './change-list';

// The log itself: read-only rows (no edit or delete control exists for an entry, by design).

export async function ActivityList({
  locale,
  page,
  filters,
  filtered,
  role,
}: {
  locale: AppLocale;
  /** The viewer's: a row links only screens this role may open. */
  role: Role;
  page: ActivityPage;
  filters: ActivityFilters;
  filtered: boolean;
}) {
  const t = await getTranslations({ locale, namespace: 'adminActivity' });
  const languages = await getTranslations({ locale, namespace: 'admin.itemTranslations.languages' });
  if (page.rows.length === 0) {
    return (
      <p className="rounded-xl bg-white p-6 text-center text-slate-600 shadow-sm ring-1 ring-slate-200">
        {t(filtered ? 'emptyFiltered' : 'empty')}
      </p>
    );
  }
  // Targets deleted since get no link; if the check itself fails, the rows are shown without links.
  const existing = await existingTargets(page.rows).catch((error: unknown) => {
    console.error('[activity] target check failed', error);
    return new Set<string>();
  });
  const base = localizedPath(locale, '/admin-panel/activity');
  const hrefFor = (n: number) => {
    const query = activityFiltersQuery({ ...filters, page: n });
    return query ? `${base}?${query}` : base;
  };
  const verb = (row: ActivityRow) => {
    const into = translatedLocale(row.action, row.detail);
    if (into) return t(`translatedInto.${row.action === 'post.translate' ? 'post' : 'item'}`, { language: languages(into) });
    return (AUDIT_ACTIONS as readonly string[]).includes(row.action) ? t(`actions.${row.action as AuditAction}`) : row.action;
  };
  // Phones: each entry is a stacked card (the header row is kept for screen readers only).
  const cell = 'px-3 py-3 align-top max-md:block max-md:px-0 max-md:py-0.5';
  return (
    <div className="space-y-4">
      <div className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
        <table className="w-full text-left text-sm max-md:block md:min-w-[48rem]" data-testid="activity-table">
          <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase max-md:sr-only">
            <tr>
              <th scope="col" className={cell}>
                {t('table.time')}
              </th>
              <th scope="col" className={cell}>
                {t('table.who')}
              </th>
              <th scope="col" className={cell}>
                {t('table.what')}
              </th>
              <th scope="col" className={cell}>
                {t('table.target')}
              </th>
              <th scope="col" className={cell}>
                {t('table.changes')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 max-md:block">
            {page.rows.map((row) => {
              const href = activityHref(row, role, existing);
              const label = row.targetLabel || row.targetId;
              return (
                <tr key={row.id} data-testid="activity-row" data-action={row.action} className="max-md:block max-md:px-4 max-md:py-3">
                  <td className={`${cell} text-slate-700 max-md:text-xs`}>
                    <ActivityTime iso={row.at.toISOString()} locale={locale} />
                  </td>
                  <td className={`${cell} break-words text-slate-900`}>
                    {row.actorId === null && row.actorEmail === 'system' ? t('system') : row.actorEmail}
                  </td>
                  <td className={`${cell} ${row.action === 'auth.sign_in_failed' ? 'font-semibold text-red-800' : 'text-slate-900'}`}>
                    {verb(row)}
                  </td>
                  <td className={cell}>
                    {row.targetType ? <span className="block text-xs text-slate-500">{t(`types.${row.targetType as 'item'}`)}</span> : null}
                    {label ? (
                      href ? (
                        <a
                          href={localizedPath(locale, href)}
                          data-testid="activity-target"
                          className="font-medium text-brand-700 underline-offset-2 hover:underline"
                        >
                          {label}
                        </a>
                      ) : (
                        <span className="font-medium text-slate-900">{label}</span>
                      )
                    ) : null}
                  </td>
                  <td className={cell}>
                    <ChangeList locale={locale} row={row} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {page.totalPages > 1 && (
        <Pagination page={page.page} totalPages={page.totalPages} {...pagerTexts(t, page.page, page.totalPages)} hrefFor={hrefFor} />
      )}
    </div>
  );
}
