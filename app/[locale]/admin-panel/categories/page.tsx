import type { Metadata } from 'next';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { CategoriesScreen } from '@/components/admin/categories/categories-screen';
import { requireCapability } from '@/lib/auth/session';
import { createCategoryAction, deleteCategoryAction, moveCategoryAction, renameCategoryAction } from '@/lib/catalog/categories-actions';
import { listCategoriesWithCounts } from '@/lib/catalog/categories-queries';
import { routing } from '@/lib/i18n/routing';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/admin-panel/categories'>): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'adminCategories' });
  return { title: t('title') };
}

/** Product categories: the list in the menu's order, with create, edit, reorder and delete. */
export default async function CategoriesPage({ params }: PageProps<'/[locale]/admin-panel/categories'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  await requireCapability('catalogue', locale);
  const [t, messages, rows] = await Promise.all([
    getTranslations({ locale, namespace: 'adminCategories' }),
    getMessages({ locale }),
    listCategoriesWithCounts(),
  ]);
  const actions = {
    create: createCategoryAction.bind(null, locale),
    rename: renameCategoryAction.bind(null, locale),
    move: moveCategoryAction.bind(null, locale),
    remove: deleteCategoryAction.bind(null, locale),
  };
  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="mb-4 text-2xl font-bold text-slate-900">{t('title')}</h1>
      <NextIntlClientProvider locale={locale} messages={{ adminCategories: messages.adminCategories }}>
        <CategoriesScreen rows={rows} actions={actions} />
      </NextIntlClientProvider>
    </div>
  );
}
