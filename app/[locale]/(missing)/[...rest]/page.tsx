import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { MissingPage } from '@/components/site/missing-page';
import { ServerNotFound } from '@/components/site/server-not-found';
import { routing } from '@/lib/i18n/routing';

// Any unknown path inside a locale answers 404 with the localised 404 page, inside the site's
// header and footer (this group's layout), as complete HTML: readable without JavaScript.

// IMPORTANT: with this (empty) list an unknown path is rendered as an on-demand static page, the
// render that sets the 404 status from inside the Suspense boundary of ServerNotFound (rendered per
// request, it would answer 200). A 404 is never cached (lib/cache/not-found-entry.cjs).
export function generateStaticParams(): { rest: string[] }[] {
  return [];
}

export async function generateMetadata({ params }: PageProps<'/[locale]/[...rest]'>): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'errors' });
  return { title: t('notFoundTitle'), robots: { index: false, follow: true } };
}

export default async function CatchAll({ params }: PageProps<'/[locale]/[...rest]'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  return (
    <ServerNotFound>
      <MissingPage locale={locale} />
    </ServerNotFound>
  );
}
