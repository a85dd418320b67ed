import { getTranslations } from 'next-intl/server';
import { CategoriesScreen } from '@/components/admin/categories/categories-screen';
import { adminPage, adminTitle } from '@/lib/admin/page';
import { createCategoryAction, deleteCategoryAction, moveCategoryAction, renameCategoryAction } from '@/lib/catalog/categories-actions';
import { listCategoriesWithCounts } from '@/lib/catalog/categories-queries';

export const dynamic = 'force-dynamic';

export function generateMetadata({ params }: PageProps<'/[locale]/admin-panel/categories'>) {
  return adminTitle(params, 'adminCategories');
}

/** Product categories: the list in the menu's order, with create, edit, reorder and delete. */
export default async function CategoriesPage({ params }: PageProps<'/[locale]/admin-panel/categories'>) {
  const { locale } = await adminPage(params, 'catalogue');
  const [t, rows] = await Promise.all([getTranslations({ locale, namespace: 'adminCategories' }), listCategoriesWithCounts()]);
  const actions = {
    create: createCategoryAction.bind(null, locale),
    rename: renameCategoryAction.bind(null, locale),
    move: moveCategoryAction.bind(null, locale),
    remove: deleteCategoryAction.bind(null, locale),
  };
  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="mb-4 text-2xl font-bold text-slate-900">{t('title')}</h1>
      <CategoriesScreen rows={rows} actions={actions} />
    </div>
  );
}
