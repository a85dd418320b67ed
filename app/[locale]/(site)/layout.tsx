import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { JsonLdScript } from '@/components/site/json-ld';
import { SiteHeader } from '@/components/site/site-header';
import { SiteFooter } from '@/components/site/site-footer';
import { routing } from '@/lib/i18n/routing';
import { siteOrganizationJsonLd } from '@/lib/seo/organization';

/** Public pages with the site header and footer (category, product). */
export default async function SiteLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const common = await getTranslations({ locale, namespace: 'common' });
  return (
    <>
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        {common('skipToContent')}
      </a>
      <SiteHeader locale={locale} />
      <main id="main-content" className="min-h-[60dvh]">
        {children}
      </main>
      <SiteFooter locale={locale} />
      <JsonLdScript data={siteOrganizationJsonLd()} />
    </>
  );
}
