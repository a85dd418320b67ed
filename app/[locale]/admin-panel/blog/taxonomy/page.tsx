import { getTranslations } from 'next-intl/server';
import { TaxonomyScreen } from '@/components/admin/blog/taxonomy/taxonomy-screen';
import { adminPage, adminTitle } from '@/lib/admin/page';
import { deleteTaxonomyAction, mergeTagsAction, saveTaxonomyAction } from '@/lib/blog/taxonomy-actions';
import { listTaxonomyWithCounts } from '@/lib/blog/taxonomy-queries';

export const dynamic = 'force-dynamic';

export function generateMetadata({ params }: PageProps<'/[locale]/admin-panel/blog/taxonomy'>) {
  return adminTitle(params, 'adminTaxonomy');
}

/** Blog categories and tags, for the blog administrators (as the posts are). */
export default async function TaxonomyPage({ params }: PageProps<'/[locale]/admin-panel/blog/taxonomy'>) {
  const { locale } = await adminPage(params, 'blog');
  const [t, lists] = await Promise.all([getTranslations({ locale, namespace: 'adminTaxonomy' }), listTaxonomyWithCounts()]);
  const actions = {
    save: saveTaxonomyAction.bind(null, locale),
    remove: deleteTaxonomyAction.bind(null, locale),
    merge: mergeTagsAction.bind(null, locale),
  };
  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="mb-4 text-2xl font-bold text-slate-900">{t('title')}</h1>
      <TaxonomyScreen categories={lists.categories} tags={lists.tags} actions={actions} />
    </div>
  );
}
