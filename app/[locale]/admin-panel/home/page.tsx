import { getTranslations } from 'next-intl/server';
import { HomeSectionList } from '@/components/admin/home/section-list';
import { adminPage, adminTitle } from '@/lib/admin/page';
import { listHomeSections } from '@/lib/home/admin-queries';
import { routing } from '@/lib/i18n/routing';

export const dynamic = 'force-dynamic';

export function generateMetadata({ params }: PageProps<'/[locale]/admin-panel/home'>) {
  return adminTitle(params, 'adminHome');
}

/** The home page's sections, for the owner: which the site shows, their entries and translations, and each one's editor. */
export default async function HomeContentPage({ params }: PageProps<'/[locale]/admin-panel/home'>) {
  const { locale } = await adminPage(params, 'home');
  const [t, sections] = await Promise.all([getTranslations({ locale, namespace: 'adminHome' }), listHomeSections()]);
  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{t('title')}</h1>
        <a
          href={locale === routing.defaultLocale ? '/' : `/${locale}`}
          target="_blank"
          rel="noopener"
          className="text-sm font-medium text-teal-800 underline-offset-2 hover:underline"
        >
          {t('viewSite')} ↗
        </a>
      </div>
      <p className="max-w-2xl text-sm text-slate-600">{t('intro')}</p>
      <HomeSectionList locale={locale} sections={sections} />
    </div>
  );
}
