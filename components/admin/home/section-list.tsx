import { getTranslations } from 'next-intl/server';
import type { HomeSectionSummary } from '@/lib/home/admin-queries';
import { SECTIONS } from '@/lib/home/sections';
import { TRANSLATION_LOCALES } from '@/lib/i18n/content-locales';
import type { AppLocale } from '@/lib/i18n/routing';
import { Link } from '@/lib/i18n/navigation';

// The home page's sections in page order, each with whether the site shows it, its entries and
// how far each translation is, and the link to its editor. A server component: nothing here acts.

type Raw = (key: string, values?: Record<string, string | number>) => string;

export async function HomeSectionList({ locale, sections }: { locale: AppLocale; sections: HomeSectionSummary[] }) {
  const t = await getTranslations({ locale, namespace: 'adminHome' });
  const raw = t as unknown as Raw;
  return (
    <ol aria-label={t('sectionList')} className="divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      {sections.map((s) => {
        const name = raw(`sections.${s.section}.name`);
        const status = !s.saved ? 'unsaved' : s.shown ? 'shown' : 'hidden';
        const progress = TRANSLATION_LOCALES.flatMap((l) => {
          const c = s.coverage[l];
          return c.total === 0
            ? []
            : [`${t(`short.${l}`)} ${c.done}/${c.total}${c.outdated ? ` · ${t('outdatedCount', { count: c.outdated })}` : ''}`];
        }).join(' · ');
        return (
          <li
            key={s.section}
            data-testid="home-section-row"
            data-section={s.section}
            className="flex flex-wrap items-center gap-4 p-4 sm:p-5"
          >
            <div className="min-w-0 flex-1">
              <h2 className="font-semibold text-slate-900">{name}</h2>
              <p className="mt-1 text-sm text-slate-600">{raw(`sections.${s.section}.description`)}</p>
              <p className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-700">
                <span
                  data-testid="home-section-status"
                  className={`rounded-full px-2 py-0.5 font-semibold ${status === 'shown' ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-100 text-slate-700'}`}
                >
                  {t(`status.${status}`)}
                </span>
                {SECTIONS[s.section].items ? <span>{t('entries', { count: s.itemCount })}</span> : null}
                {progress ? (
                  <span>
                    {t('translationProgress')}: {progress}
                  </span>
                ) : null}
              </p>
            </div>
            <Link
              href={`/admin-panel/home/${s.section}`}
              aria-label={t('editLabel', { section: name })}
              className="inline-flex min-h-11 items-center rounded-lg bg-teal-700 px-4 text-sm font-semibold text-white hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
            >
              {t('edit')}
            </Link>
          </li>
        );
      })}
    </ol>
  );
}
