import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { BlogListScreen } from '@/components/blog/blog-list-screen';
import { blogListMetadata } from '@/lib/blog/metadata';
import { listPublishedPosts } from '@/lib/blog/queries';
import { listPageNumber } from '@/lib/blog/search';
import { routing } from '@/lib/i18n/routing';

// Without JavaScript, 'Load More Articles' is a link here: /blog/page/N shows pages 1..N.
// A route of its own (cached per N) because the cached /blog must not read ?page=.

async function validPage(raw: string): Promise<number | null> {
  return listPageNumber(raw, (await listPublishedPosts()).length);
}

// IMPORTANT: without this (empty) list the dynamic segment renders on every request; with it,
// each slug renders on its first request and is then served from the full-route cache.
export function generateStaticParams(): { [key: string]: string }[] {
  return [];
}

export async function generateMetadata({ params }: PageProps<'/[locale]/blog/page/[page]'>): Promise<Metadata> {
  const { locale, page } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const n = await validPage(page);
  return n ? blogListMetadata(locale, n) : {};
}

export default async function BlogListPage({ params }: PageProps<'/[locale]/blog/page/[page]'>) {
  const { locale, page } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const n = await validPage(page);
  if (!n) notFound();
  return <BlogListScreen locale={locale} page={n} />;
}
