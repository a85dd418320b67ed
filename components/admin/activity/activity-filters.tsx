import { getTranslations } from 'next-intl/server';
import { FILTER_FIELD, FILTER_FORM, FILTER_LABEL } from '@/components/admin/filter-form';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from '@/lib/history/contract';
import { ACTIVITY_TEXT_MAX, AUDIT_GROUPS, type ActivityFilters as Filters } from '@/lib/history/activity-filters';
import { localizedPath, type AppLocale } from '@/lib/i18n/routing';

/**
 * Who, what (a group or one verb), target type, date range and target text as a plain GET form:
 * the filters live in the URL, survive a reload and work without JavaScript; submitting starts at
 * page 1.
 */
export async function ActivityFilters({ locale, filters, actors }: { locale: AppLocale; filters: Filters; actors: string[] }) {
  const t = await getTranslations({ locale, namespace: 'adminActivity' });
  const action = localizedPath(locale, '/admin-panel/activity');
  const [field, label] = [FILTER_FIELD, FILTER_LABEL];
  return (
    <form
      role="search"
      aria-label={t('filters.label')}
      method="get"
      action={action}
      className={`${FILTER_FORM} grid-cols-2 md:grid-cols-3 lg:grid-cols-6`}
    >
      <div className="col-span-2 md:col-span-1">
        <label htmlFor="act-who" className={label}>
          {t('filters.who')}
        </label>
        <input
          id="act-who"
          name="who"
          type="search"
          list="act-who-list"
          maxLength={ACTIVITY_TEXT_MAX}
          defaultValue={filters.who}
          placeholder={t('filters.whoPlaceholder')}
          className={field}
        />
        <datalist id="act-who-list">
          {actors.map((email) => (
            <option key={email} value={email} />
          ))}
        </datalist>
      </div>
      <div>
        <label htmlFor="act-what" className={label}>
          {t('filters.what')}
        </label>
        <select id="act-what" name="what" defaultValue={filters.what} className={field}>
          <option value="">{t('filters.whatAll')}</option>
          {AUDIT_GROUPS.map((group) => (
            <optgroup key={group} label={t(`groups.${group}`)}>
              <option value={group}>{t('filters.groupAll', { group: t(`groups.${group}`) })}</option>
              {AUDIT_ACTIONS.filter((a) => a.startsWith(`${group}.`)).map((a) => (
                <option key={a} value={a}>
                  {t(`actions.${a}`)}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="act-type" className={label}>
          {t('filters.type')}
        </label>
        <select id="act-type" name="type" defaultValue={filters.type ?? ''} className={field}>
          <option value="">{t('filters.typeAll')}</option>
          {AUDIT_TARGET_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`types.${type}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="col-span-2 md:col-span-1">
        <label htmlFor="act-q" className={label}>
          {t('filters.q')}
        </label>
        <input
          id="act-q"
          name="q"
          type="search"
          maxLength={ACTIVITY_TEXT_MAX}
          defaultValue={filters.q}
          placeholder={t('filters.qPlaceholder')}
          className={field}
        />
      </div>
      <div>
        <label htmlFor="act-from" className={label}>
          {t('filters.from')}
        </label>
        <input id="act-from" name="from" type="date" defaultValue={filters.from ?? ''} className={field} />
      </div>
      <div>
        <label htmlFor="act-to" className={label}>
          {t('filters.to')}
        </label>
        <input id="act-to" name="to" type="date" defaultValue={filters.to ?? ''} className={field} />
      </div>
      <div className="col-span-2 flex justify-end gap-2 md:col-span-3 lg:col-span-6">
        <button type="submit" className="min-h-11 rounded-lg bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-600">
          {t('filters.apply')}
        </button>
        <a
          href={action}
          className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-4 text-sm font-medium text-slate-700 hover:bg-slate-50"
        >
          {t('filters.clear')}
        </a>
      </div>
    </form>
  );
}
