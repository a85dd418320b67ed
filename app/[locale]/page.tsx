import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ComingSoon } from '@/components/site/coming-soon';
import { JsonLdScript } from '@/components/site/json-ld';
import { LandingPage } from '@/components/site/landing/landing-page';
import { SiteFrame } from '@/components/site/site-frame';
import { getConfig } from '@/lib/config';
import { localizedPath, routing } from '@/lib/i18n/routing';
import { websiteJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { siteConfig } from '@/lib/site-config';

// Rendered on its first request per locale, then cached; refreshed daily so the copyright year
// never goes stale. Not prerendered by the build: the build has no database, so a build-time copy
// showed the configured fallback menu until a category changed (docs/decisions/084). The landing
// page (default) reads the product categories, through the header's cached read, and the owner's
// home page content (lib/home/queries.ts): one cached query each per locale until an owner changes
// a category or saves a section (their cache tags regenerate the page); Coming Soon
// (HOME_PAGE=coming-soon, read when the page is rendered) reads none of its own.
// The [locale] layout's empty generateStaticParams makes each locale an on-demand static page.
export const revalidate = 86400;

export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const landing = getConfig().homePage === 'landing';
  const [t, home, meta] = await Promise.all([
    getTranslations({ locale, namespace: 'landing' }),
    getTranslations({ locale, namespace: 'home' }),
    getTranslations({ locale, namespace: 'meta' }),
  ]);
  const title = landing ? t('metaTitle') : home('comingSoonTitle');
  return {
    ...pageMetadata({
      locale,
      path: '/',
      title,
      description: meta('defaultDescription', { company: siteConfig.companyName }),
      siteCard: 'home',
    }),
    title: { absolute: `PT ${siteConfig.companyName} – ${title}` },
  };
}

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const { homePage, siteUrl } = getConfig();
  const meta = await getTranslations({ locale, namespace: 'meta' });
  const website = websiteJsonLd({
    siteUrl,
    name: meta('siteTitle', { company: siteConfig.companyName }),
    path: localizedPath(locale, '/'),
    inLanguage: locale,
  });
  return (
    <SiteFrame locale={locale} isHome mainClassName="">
      {homePage === 'landing' ? <LandingPage locale={locale} /> : <ComingSoon locale={locale} />}
      <JsonLdScript data={website} />
    </SiteFrame>
  );
}
