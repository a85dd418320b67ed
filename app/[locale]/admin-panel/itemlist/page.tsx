import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { ItemInventory } from '@/components/admin/catalog/item-inventory';
import { adminPage, adminTitle } from '@/lib/admin/page';
import { listAdminCategories, listAdminItems } from '@/lib/catalog/admin-queries';
import { Link } from '@/lib/i18n/navigation';
import { listTranslationCompleteness } from '@/lib/catalog/translations/queries';

export const dynamic = 'force-dynamic';

export function generateMetadata({ params }: PageProps<'/[locale]/admin-panel/itemlist'>) {
  return adminTitle(params, 'adminCatalog.list');
}

/** SPEC 'Product Inventory'. Filtering happens in the browser on the full (small) list. */
export default async function ItemListPage({ params }: PageProps<'/[locale]/admin-panel/itemlist'>) {
  const { locale } = await adminPage(params, 'catalogue');
  const [t, tCsv, listed, categories, completeness] = await Promise.all([
    getTranslations({ locale, namespace: 'adminCatalog.list' }),
    getTranslations({ locale, namespace: 'adminCatalogCsv' }),
    listAdminItems(locale),
    listAdminCategories(locale),
    listTranslationCompleteness(),
  ]);
  const items = listed.map((item) => ({ ...item, translations: completeness.get(item.id) }));
  return (
    <div className="mx-auto max-w-7xl">
      <header className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{t('title')}</h1>
        <div className="flex flex-wrap items-center justify-end gap-2">
          {/* A plain link: the route handler answers with an attachment, the page stays. */}
          <a
            href="/api/admin/products-csv"
            download
            className="rounded-xl px-3 py-2 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50"
          >
            {tCsv('exportButton')}
          </a>
          <Link
            href="/admin-panel/itemlist/import"
            className="rounded-xl px-3 py-2 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50"
          >
            {tCsv('importButton')}
          </Link>
          <Link href="/admin-panel/addnew" className="rounded-xl bg-teal-700 px-4 py-2 text-sm font-semibold text-white hover:bg-teal-800">
            + {t('addNew')}
          </Link>
        </div>
      </header>
      <Suspense>
        <ItemInventory items={items} categories={categories} />
      </Suspense>
    </div>
  );
}
