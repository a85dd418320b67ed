import { getTranslations } from 'next-intl/server';
import { AddNewScreen } from '@/components/admin/catalog/add-new-screen';
import { adminPage, adminTitle } from '@/lib/admin/page';
import { listAdminCategories } from '@/lib/catalog/admin-queries';
import { createItemAction } from '@/lib/catalog/actions';

export const dynamic = 'force-dynamic';

export function generateMetadata({ params }: PageProps<'/[locale]/admin-panel/addnew'>) {
  return adminTitle(params, 'adminCatalog.addNew');
}

/** SPEC 'Add New Product'. */
export default async function AddNewPage({ params }: PageProps<'/[locale]/admin-panel/addnew'>) {
  const { locale } = await adminPage(params, 'catalogue');
  const [t, categories] = await Promise.all([getTranslations({ locale, namespace: 'adminCatalog.addNew' }), listAdminCategories(locale)]);
  return (
    <div className="mx-auto max-w-6xl">
      <header className="mb-6">
        <h1 className="text-2xl font-bold text-slate-900">{t('title')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('subtitle')}</p>
      </header>
      <AddNewScreen categories={categories} action={createItemAction.bind(null, locale)} />
    </div>
  );
}
