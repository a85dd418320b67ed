import { getTranslations } from 'next-intl/server';
import { CsvImport } from '@/components/admin/catalog/csv-import';
import { adminPage, adminTitle } from '@/lib/admin/page';
import { applyCsvImportAction, previewCsvImportAction } from '@/lib/catalog/actions';
import { getConfig } from '@/lib/config';
import { Link } from '@/lib/i18n/navigation';

export const dynamic = 'force-dynamic';

export function generateMetadata({ params }: PageProps<'/[locale]/admin-panel/itemlist/import'>) {
  return adminTitle(params, 'adminCatalogCsv.import');
}

/** Product CSV import: preview, then apply in one transaction. */
export default async function CsvImportPage({ params }: PageProps<'/[locale]/admin-panel/itemlist/import'>) {
  const { locale } = await adminPage(params, 'catalogue');
  const t = await getTranslations({ locale, namespace: 'adminCatalogCsv.import' });
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
      <CsvImport
        preview={previewCsvImportAction.bind(null, locale)}
        apply={applyCsvImportAction.bind(null, locale)}
        hosts={getConfig().importPhotoHosts}
      />
    </div>
  );
}
