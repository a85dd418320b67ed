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

// Prerendered per locale; refreshed daily so the copyright year never goes stale. The landing page
// (default) reads only the product categories, through the header's cached read (one query per
// locale until an owner changes a category: its cache tags regenerate the page); Coming Soon
// (HOME_PAGE=coming-soon, read when the page is built or regenerated) reads none of its own.
export const revalidate = 86400;

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

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
      image: siteConfig.logoPath,
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
