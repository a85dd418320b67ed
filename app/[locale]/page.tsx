import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ComingSoon } from '@/components/site/coming-soon';
import { JsonLdScript } from '@/components/site/json-ld';
import { LandingPage } from '@/components/site/landing/landing-page';
import { SiteFooter } from '@/components/site/site-footer';
import { SiteHeader } from '@/components/site/site-header';
import { getConfig } from '@/lib/config';
import { routing } from '@/lib/i18n/routing';
import { alternatesFor } from '@/lib/seo/alternates';
import { pageMetadata } from '@/lib/seo/metadata';
import { siteOrganizationJsonLd } from '@/lib/seo/organization';
import { siteConfig } from '@/lib/site-config';

// Prerendered per locale; refreshed daily so the copyright year never goes stale.
// HOME_PAGE=landing (read when the page is built/regenerated) shows the earlier landing page
// instead of Coming Soon. Neither reads the database.
export const revalidate = 86400;

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  if (getConfig().homePage === 'landing') {
    const [t, meta] = await Promise.all([
      getTranslations({ locale, namespace: 'landing' }),
      getTranslations({ locale, namespace: 'meta' }),
    ]);
    return {
      ...pageMetadata({
        locale,
        path: '/',
        title: t('metaTitle'),
        description: meta('defaultDescription', { company: siteConfig.companyName }),
        image: siteConfig.logoPath,
      }),
      title: { absolute: `PT ${siteConfig.companyName} – ${t('metaTitle')}` },
    };
  }
  const t = await getTranslations({ locale, namespace: 'home' });
  return { title: t('comingSoonTitle'), alternates: alternatesFor(locale, '/') };
}

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  if (getConfig().homePage !== 'landing') return <ComingSoon locale={locale} />;
  return (
    <>
      <SiteHeader locale={locale} isHome />
      <main id="main-content">
        <LandingPage locale={locale} />
      </main>
      <SiteFooter locale={locale} />
      <JsonLdScript data={siteOrganizationJsonLd()} />
    </>
  );
}
