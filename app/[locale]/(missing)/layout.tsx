import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { SiteFrame } from '@/components/site/site-frame';
import { routing } from '@/lib/i18n/routing';

/**
 * The catch-all's own group (URLs unchanged), inside the site header and footer like (site): its
 * not-found boundary is the full 404 page (MissingPage), which this group alone carries in its RSC
 * data; the (site) pages keep their light one.
 */
export default async function MissingLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return <SiteFrame locale={locale}>{children}</SiteFrame>;
}
