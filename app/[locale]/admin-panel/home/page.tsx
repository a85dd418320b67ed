import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { HomeSectionList } from '@/components/admin/home/section-list';
import { requireCapability } from '@/lib/auth/session';
import { listHomeSections } from '@/lib/home/admin-queries';
import { routing } from '@/lib/i18n/routing';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/admin-panel/home'>): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'adminHome' });
  return { title: t('title') };
}

/** The home page's sections, for the owner: which the site shows, their entries and translations, and each one's editor. */
export default async function HomeContentPage({ params }: PageProps<'/[locale]/admin-panel/home'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  await requireCapability('home', locale);
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
