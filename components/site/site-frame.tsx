import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { AppLocale } from '@/lib/i18n/routing';
import { siteOrganizationJsonLd } from '@/lib/seo/organization';
import { JsonLdScript } from './json-ld';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * A public page inside the site's skip link, header and footer: the catalogue pages, the home page
 * and the not-found page, so no public page is a dead end.
 */
export async function SiteFrame({
  locale,
  isHome = false,
  mainClassName = 'min-h-[60dvh]',
  children,
}: {
  locale: AppLocale;
  isHome?: boolean;
  mainClassName?: string;
  children: ReactNode;
}) {
  const common = await getTranslations({ locale, namespace: 'common' });
  return (
    <>
      <a href="#main-content" className="skip-link">
        {common('skipToContent')}
      </a>
      <SiteHeader locale={locale} isHome={isHome} />
      <main id="main-content" className={mainClassName}>
        {children}
      </main>
      <SiteFooter locale={locale} />
      <JsonLdScript data={siteOrganizationJsonLd()} />
    </>
  );
}
