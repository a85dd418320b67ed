import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { EditItemScreen } from '@/components/admin/catalog/edit-item-screen';
import { adminPage, adminTitle } from '@/lib/admin/page';
import { getAdminItem, listAdminCategories } from '@/lib/catalog/admin-queries';
import { Link } from '@/lib/i18n/navigation';
import { productHref } from '@/lib/seo/catalog-paths';
import { isTranslationLocale } from '@/lib/i18n/content-locales';
import { deleteItemAction, listItemRevisionsAction, restoreItemRevisionAction, updateItemAction } from '@/lib/catalog/actions';
import { HistoryPanel } from '@/components/admin/revisions/history-panel';
import { getConfig } from '@/lib/config';
import { saveItemTranslationAction } from '@/lib/catalog/translations/actions';
import { getItemTranslations } from '@/lib/catalog/translations/queries';

export const dynamic = 'force-dynamic';

function parseId(raw: string): number | null {
  return /^\d{1,15}$/.test(raw) ? Number(raw) : null;
}

export function generateMetadata({ params }: PageProps<'/[locale]/admin-panel/itemlist/[id]'>) {
  return adminTitle(params, 'adminCatalog.edit');
}

/** SPEC 'Edit Item'. */
export default async function EditItemPage({ params, searchParams }: PageProps<'/[locale]/admin-panel/itemlist/[id]'>) {
  const { locale, id: rawId } = await adminPage(params, 'catalogue');
  // ?lang=id|zh-CN opens that language's tab (the "Translate" link after Add New).
  const lang = (await searchParams).lang;
  const initialLanguage = isTranslationLocale(lang) ? lang : undefined;
  const id = parseId(rawId);
  const [t, item, categories] = await Promise.all([
    getTranslations({ locale, namespace: 'adminCatalog' }),
    id === null ? null : getAdminItem(id),
    listAdminCategories(locale),
  ]);

  const back = (
    <Link
      href="/admin-panel/itemlist"
      className="inline-flex items-center gap-1 rounded-lg px-2 py-1 text-sm font-medium text-teal-800 hover:bg-teal-50"
    >
      <span aria-hidden="true">←</span> {t('edit.back')}
    </Link>
  );

  // A real 404 (not-found.tsx beside this page): no loading boundary above, so the status is still open.
  if (!item) notFound();

  const translations = await getItemTranslations(item.id, item.specs.length);
  return (
    <div className="mx-auto max-w-6xl">
      <header className="mb-6 space-y-2">
        {back}
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h1 className="text-2xl font-bold break-words text-slate-900">{item.itemName}</h1>
          <Link
            href={productHref({ id: item.id, slug: item.slugs[locale] })}
            target="_blank"
            className="text-sm font-medium text-teal-800 underline-offset-2 hover:underline"
          >
            {t('edit.viewPublic')} ↗
          </Link>
        </div>
      </header>
      <EditItemScreen
        item={item}
        categories={categories}
        updateAction={updateItemAction.bind(null, locale)}
        deleteAction={deleteItemAction.bind(null, locale)}
        translations={translations}
        saveTranslationAction={saveItemTranslationAction.bind(null, locale)}
        initialLanguage={initialLanguage}
      />
      <HistoryPanel
        entity="item"
        id={item.id}
        keep={getConfig().revisionsKeep}
        listAction={listItemRevisionsAction.bind(null, locale)}
        restoreAction={restoreItemRevisionAction.bind(null, locale)}
      />
    </div>
  );
}
