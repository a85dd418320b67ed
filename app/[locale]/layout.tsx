import type { Metadata, Viewport } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { BoundaryStringsProvider } from '@/components/site/boundary-strings';
import { getConfig } from '@/lib/config';
import { boundaryStrings } from '@/lib/i18n/boundary-strings';
import { routing } from '@/lib/i18n/routing';
import { shareImages, siteShareImage } from '@/lib/seo/metadata';
import { siteConfig } from '@/lib/site-config';
import '../globals.css';

// Nothing database-backed is built: pages render on their first request and are then cached
// (docs/decisions/025-cached-reads-and-tags.md). Static pages such as the home list their own params.
export function generateStaticParams() {
  return [];
}

export const viewport: Viewport = { themeColor: '#0f3d3e', width: 'device-width', initialScale: 1 };

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'meta' });
  const title = t('siteTitle', { company: siteConfig.companyName });
  return {
    metadataBase: new URL(getConfig().siteUrl),
    title: { default: title, template: `%s | ${title}` },
    description: t('defaultDescription', { company: siteConfig.companyName }),
    applicationName: title,
    icons: { icon: '/favicon.svg' },
    // The share image of a page that names none (search, sign-in, a 404): the site's card, a PNG.
    // A page with its own OpenGraph replaces this whole object (pageMetadata always names one).
    ...shareImages([siteShareImage(locale, title)]),
  };
}

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>): Promise<ReactNode> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  // No next-intl client provider here: public client components take translated strings as props
  // (its runtime would cost every public page ~22 kB). The admin layout mounts its own; the
  // error/not-found boundaries read their few strings from this small context.
  return (
    <html lang={locale}>
      <body className="min-h-dvh font-sans">
        <BoundaryStringsProvider value={await boundaryStrings(locale)}>{children}</BoundaryStringsProvider>
      </body>
    </html>
  );
}
