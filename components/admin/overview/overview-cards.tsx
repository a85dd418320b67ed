import { getTranslations } from 'next-intl/server';
import type { OverviewCounts, TranslationGaps } from '@/lib/admin/overview';
import { TRANSLATION_LOCALES } from '@/lib/i18n/content-locales';
import { Link } from '@/lib/i18n/navigation';
import type { AppLocale } from '@/lib/i18n/routing';

type Card = {
  key: string;
  title: string;
  count: number;
  href: string;
  linkText: string;
  accent: string;
  /** A line under the figure: what it counts, and a second figure with its own link. */
  extra?: { hint: string; text: string; href: string };
};

const cardClass = 'relative flex flex-col overflow-hidden rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200';
const linkClass = 'mt-3 text-sm font-semibold text-teal-800 underline-offset-2 hover:underline';

/** The overview's cards: a server component (no browser JS), every figure a link to the list it counts. */
/** Each panel only for a role that may open the list it links to (null counts / gaps: not shown). */
export async function OverviewCards({ locale, counts, gaps }: { locale: AppLocale; counts: OverviewCounts; gaps: TranslationGaps | null }) {
  const t = await getTranslations({ locale, namespace: 'adminOverview' });
  const tl = await getTranslations({ locale, namespace: 'admin.itemTranslations.languages' });
  const cards: Card[] = [];
  if (counts.newInquiries !== null) {
    cards.push({
      key: 'inquiries',
      title: t('newInquiries'),
      count: counts.newInquiries,
      href: '/admin-panel/inquiries?status=new',
      linkText: t('viewInquiries'),
      accent: 'bg-brand-600',
      // The sidebar's badge counts inquiries not opened yet: another figure, so it is named here too.
      extra:
        counts.unreadInquiries === null
          ? undefined
          : {
              hint: t('newInquiriesHint'),
              text: t('unreadInquiries', { count: counts.unreadInquiries }),
              href: '/admin-panel/inquiries?unread=1',
            },
    });
  }
  // Blog figures only for those who may open the blog (the same rule as the admin menu).
  if (counts.draftPosts !== null) {
    cards.push({
      key: 'drafts',
      title: t('draftPosts'),
      count: counts.draftPosts,
      href: '/admin-panel/blog?status=draft',
      linkText: t('viewDrafts'),
      accent: 'bg-amber-500',
    });
  }
  if (counts.scheduledPosts !== null) {
    cards.push({
      key: 'scheduled',
      title: t('scheduledPosts'),
      count: counts.scheduledPosts,
      href: '/admin-panel/blog?status=scheduled',
      linkText: t('viewScheduled'),
      accent: 'bg-sky-600',
    });
  }
  return (
    <div className="space-y-4">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((c) => (
          <li key={c.key} className={cardClass} data-testid={`overview-${c.key}`}>
            <span aria-hidden="true" className={`absolute inset-y-0 left-0 w-1 ${c.accent}`} />
            <h2 className="text-sm font-medium text-slate-600">{c.title}</h2>
            <p className="mt-1 text-3xl font-bold text-slate-900 tabular-nums" data-testid="overview-count">
              {c.count}
            </p>
            {c.extra ? (
              <>
                <p className="text-xs text-slate-600">{c.extra.hint}</p>
                <Link href={c.extra.href} className={linkClass} data-testid="overview-unread">
                  {c.extra.text} →
                </Link>
              </>
            ) : null}
            <Link href={c.href} className={linkClass}>
              {c.linkText} →
            </Link>
          </li>
        ))}
      </ul>
      {gaps ? (
        <section className={cardClass} data-testid="overview-translations" aria-labelledby="overview-translations-title">
          <h2 id="overview-translations-title" className="text-base font-semibold text-slate-900">
            {t('translationsTitle')}
          </h2>
          <ul className="mt-3 divide-y divide-slate-100">
            {TRANSLATION_LOCALES.map((l) => (
              <li key={l} className="flex flex-wrap items-center justify-between gap-2 py-2" data-testid={`overview-missing-${l}`}>
                <span className="text-sm text-slate-700">{t('missingIn', { language: tl(l), count: gaps[l].missing })}</span>
                {gaps[l].missing > 0 ? (
                  <Link
                    href={`/admin-panel/itemlist?missing=${l}`}
                    className="text-sm font-semibold text-teal-800 underline-offset-2 hover:underline"
                  >
                    {t('showMissing', { language: tl(l) })} →
                  </Link>
                ) : (
                  <span className="text-sm text-emerald-700">✓ {t('allTranslated')}</span>
                )}
                {gaps[l].outdated > 0 ? (
                  <Link
                    href={`/admin-panel/itemlist?missing=${l}-outdated`}
                    data-testid={`overview-outdated-${l}`}
                    className="basis-full text-sm font-semibold text-amber-800 underline-offset-2 hover:underline"
                  >
                    {t('showOutdated', { language: tl(l), count: gaps[l].outdated })} →
                  </Link>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
