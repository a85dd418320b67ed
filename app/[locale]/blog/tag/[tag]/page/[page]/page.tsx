import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { TagPageScreen } from '@/components/blog/tag-page-screen';
import { ServerNotFound } from '@/components/site/server-not-found';
import { NotFoundPage } from '@/components/site/not-found-page';
import { tagPageMetadata } from '@/lib/blog/metadata';
import { listPageNumber } from '@/lib/blog/search';
import { loadTagPage } from '@/lib/blog/queries';
import { routing, type AppLocale } from '@/lib/i18n/routing';

// Without JavaScript, 'Load More Articles' on a tag's page links here: /blog/tag/{slug}/page/N
// shows its pages 1..N, like /blog/page/N. Cached per tag, N and locale.

type Props = PageProps<'/[locale]/blog/tag/[tag]/page/[page]'>;

async function load(tag: string, rawPage: string, locale: AppLocale) {
  const data = await loadTagPage(tag, locale);
  const page = data ? listPageNumber(rawPage, data.posts.length) : null;
  return data && page ? { data, page } : null;
}

// IMPORTANT: without this (empty) list the dynamic segment renders on every request.
export function generateStaticParams(): { [key: string]: string }[] {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, tag, page } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const found = await load(tag, page, locale);
  return found ? tagPageMetadata(locale, found.data.tag, found.page) : {};
}

export default async function TagListPage({ params }: Props) {
  const { locale, tag, page } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const found = await load(tag, page, locale);
  if (!found)
    return (
      <ServerNotFound>
        <NotFoundPage />
      </ServerNotFound>
    );
  return <TagPageScreen locale={locale} data={found.data} page={found.page} />;
}
