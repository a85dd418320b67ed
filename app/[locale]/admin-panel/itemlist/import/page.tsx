import type { Metadata } from 'next';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { CsvImport } from '@/components/admin/catalog/csv-import';
import { requireCapability } from '@/lib/auth/session';
import { applyCsvImportAction, previewCsvImportAction } from '@/lib/catalog/actions';
import { getConfig } from '@/lib/config';
import { Link } from '@/lib/i18n/navigation';
import { routing } from '@/lib/i18n/routing';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/admin-panel/itemlist/import'>): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'adminCatalogCsv.import' });
  return { title: t('title') };
}

/** Product CSV import: preview, then apply in one transaction. */
export default async function CsvImportPage({ params }: PageProps<'/[locale]/admin-panel/itemlist/import'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  await requireCapability('catalogue', locale);
  const [t, messages] = await Promise.all([getTranslations({ locale, namespace: 'adminCatalogCsv.import' }), getMessages({ locale })]);
  return (
    <div className="mx-auto max-w-5xl space-y-5">
      <header className="space-y-2">
        <Link href="/admin-panel/itemlist" className="text-sm font-semibold text-teal-800 hover:underline">
          ← {t('back')}
        </Link>
        <h1 className="text-2xl font-bold text-slate-900">{t('title')}</h1>
        <p className="max-w-3xl text-sm text-slate-600">{t('intro')}</p>
        <p className="max-w-3xl text-sm text-slate-600">{t('translatedHint')}</p>
      </header>
      <NextIntlClientProvider
        locale={locale}
        messages={{
          adminCatalogCsv: messages.adminCatalogCsv,
          // The preview names a translated field's language as Edit Item's tabs do.
          admin: { itemTranslations: { languages: messages.admin.itemTranslations.languages } },
        }}
      >
        <CsvImport
          preview={previewCsvImportAction.bind(null, locale)}
          apply={applyCsvImportAction.bind(null, locale)}
          hosts={getConfig().importPhotoHosts}
        />
      </NextIntlClientProvider>
    </div>
  );
}
