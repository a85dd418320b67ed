import type { Metadata } from 'next';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { TaxonomyScreen } from '@/components/admin/blog/taxonomy/taxonomy-screen';
import { requireBlogAdmin } from '@/lib/auth/session';
import { deleteTaxonomyAction, mergeTagsAction, saveTaxonomyAction } from '@/lib/blog/taxonomy-actions';
import { listTaxonomyWithCounts } from '@/lib/blog/taxonomy-queries';
import { routing } from '@/lib/i18n/routing';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/admin-panel/blog/taxonomy'>): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'adminTaxonomy' });
  return { title: t('title') };
}

/** Blog categories and tags, for the blog administrators (as the posts are). */
export default async function TaxonomyPage({ params }: PageProps<'/[locale]/admin-panel/blog/taxonomy'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  await requireBlogAdmin(locale);
  const [t, messages, lists] = await Promise.all([
    getTranslations({ locale, namespace: 'adminTaxonomy' }),
    getMessages({ locale }),
    listTaxonomyWithCounts(),
  ]);
  const actions = {
    save: saveTaxonomyAction.bind(null, locale),
    remove: deleteTaxonomyAction.bind(null, locale),
    merge: mergeTagsAction.bind(null, locale),
  };
  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="mb-4 text-2xl font-bold text-slate-900">{t('title')}</h1>
      <NextIntlClientProvider locale={locale} messages={{ adminTaxonomy: messages.adminTaxonomy }}>
        <TaxonomyScreen categories={lists.categories} tags={lists.tags} actions={actions} />
      </NextIntlClientProvider>
    </div>
  );
}
