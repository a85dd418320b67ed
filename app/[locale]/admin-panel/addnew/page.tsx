import type { Metadata } from 'next';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { AddNewScreen } from '@/components/admin/catalog/add-new-screen';
import { requireCapability } from '@/lib/auth/session';
import { listAdminCategories } from '@/lib/catalog/admin-queries';
import { routing } from '@/lib/i18n/routing';
import { createItemAction } from '@/lib/catalog/actions';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/admin-panel/addnew'>): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'adminCatalog.addNew' });
  return { title: t('title') };
}

/** SPEC 'Add New Product'. */
export default async function AddNewPage({ params }: PageProps<'/[locale]/admin-panel/addnew'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  await requireCapability('catalogue', locale);
  const [t, messages, categories] = await Promise.all([
    getTranslations({ locale, namespace: 'adminCatalog.addNew' }),
    getMessages({ locale }),
    listAdminCategories(locale),
  ]);
  return (
    <div className="mx-auto max-w-6xl">
      <header className="mb-6">
        <h1 className="text-2xl font-bold text-slate-900">{t('title')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('subtitle')}</p>
      </header>
      <NextIntlClientProvider locale={locale} messages={{ adminCatalog: messages.adminCatalog }}>
        <AddNewScreen categories={categories} action={createItemAction.bind(null, locale)} />
      </NextIntlClientProvider>
    </div>
  );
}
