import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { BlogListScreen } from '@/components/blog/blog-list-screen';
import { blogListMetadata } from '@/lib/blog/metadata';
import { routing } from '@/lib/i18n/routing';

// Cached after the first request (layout's generateStaticParams is []); the list state lives in
// the URL and is applied by the client list, so this page never reads searchParams.

export async function generateMetadata({ params }: PageProps<'/[locale]/blog'>): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  return blogListMetadata(locale, 1);
}

export default async function BlogPage({ params }: PageProps<'/[locale]/blog'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return <BlogListScreen locale={locale} page={1} />;
}
