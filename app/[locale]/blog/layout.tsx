import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { SiteFooter } from '@/components/site/site-footer';
import { SiteHeader } from '@/components/site/site-header';
import { routing } from '@/lib/i18n/routing';

/**
 * The blog inside the site's header (navigation, language menu) and footer, so a visitor who lands
 * on an article can switch language or reach the catalogue. The pages keep their own <main id="main">
 * and their sticky bar (search, or back/share) sits right under the sticky site header.
 * No next-intl client provider: the blog's client leaves (list, share, bookmark) take translated
 * strings as props, the error boundary reads the root layout's boundary strings.
 */
export default async function BlogLayout({ children, params }: LayoutProps<'/[locale]/blog'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  const common = await getTranslations({ locale, namespace: 'common' });
  return (
    <>
      <a href="#main" className="skip-link">
        {common('skipToContent')}
      </a>
      <SiteHeader locale={locale} />
      {children}
      <SiteFooter locale={locale} />
    </>
  );
}
