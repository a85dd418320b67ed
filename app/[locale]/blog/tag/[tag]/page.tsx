import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { TagPageScreen } from '@/components/blog/tag-page-screen';
import { ServerNotFound } from '@/components/site/server-not-found';
import { NotFoundPage } from '@/components/site/not-found-page';
import { tagPageMetadata } from '@/lib/blog/metadata';
import { loadTagPage } from '@/lib/blog/queries';
import { routing } from '@/lib/i18n/routing';

// A blog tag's page, cached after its first request per tag and locale (tag `posts`: any post or
// taxonomy write refreshes it). An unknown tag, or one without a published post, is a 404.

// IMPORTANT: without this (empty) list the dynamic segment renders on every request.
export function generateStaticParams(): { [key: string]: string }[] {
  return [];
}

export async function generateMetadata({ params }: PageProps<'/[locale]/blog/tag/[tag]'>): Promise<Metadata> {
  const { locale, tag } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const data = await loadTagPage(tag, locale);
  return data ? tagPageMetadata(locale, data.tag, 1) : {};
}

export default async function TagPage({ params }: PageProps<'/[locale]/blog/tag/[tag]'>) {
  const { locale, tag } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const data = await loadTagPage(tag, locale);
  if (!data)
    return (
      <ServerNotFound>
        <NotFoundPage />
      </ServerNotFound>
    );
  return <TagPageScreen locale={locale} data={data} page={1} />;
}
