import { getTranslations } from 'next-intl/server';
import { MediaActionsProvider } from '@/components/admin/blog/editor/media-context';
import { PostEditor } from '@/components/admin/blog/editor/post-editor';
import { adminPage, adminTitle } from '@/lib/admin/page';
import { getPostCopyForEditor, listBlogTaxonomy } from '@/lib/blog/admin/admin-queries';
import type { EditorFormValues, TaxonomyOption } from '@/lib/blog/admin/read-models';
import { siteConfig } from '@/lib/site-config';
import { editorActions, editorMedia } from '../editor-setup';

export const dynamic = 'force-dynamic';

export function generateMetadata({ params }: PageProps<'/[locale]/admin-panel/blog/create'>) {
  return adminTitle(params, 'editor', 'createTitle');
}

const emptyForm = (): EditorFormValues => ({
  title: '',
  slug: '',
  author: siteConfig.companyName,
  excerpt: '',
  featuredImageUrl: '',
  featuredImageAlt: '',
  metaTitle: '',
  metaDescription: '',
  isFeatured: false,
  categories: [],
  tags: [],
  blocks: [],
});

/** Create screen; `?duplicate={id}` opens it prefilled with a copy of that post. */
export default async function CreatePostPage({ params, searchParams }: PageProps<'/[locale]/admin-panel/blog/create'>) {
  const { locale } = await adminPage(params, 'blog');
  const t = await getTranslations({ locale, namespace: 'editor' });
  const duplicate = (await searchParams).duplicate;
  const alerts: { kind: 'error'; title: string; body: string }[] = [];

  let taxonomy: { categories: TaxonomyOption[]; tags: TaxonomyOption[] } = { categories: [], tags: [] };
  try {
    taxonomy = await listBlogTaxonomy();
  } catch (error) {
    console.error('[blog-admin] taxonomy failed', error);
    alerts.push({ kind: 'error', title: t('alerts.error'), body: t('alerts.loadTaxonomyFailed') });
  }
  let initial = emptyForm();
  let duplicateOf: string | null = null;
  if (typeof duplicate === 'string') {
    try {
      const copy = await getPostCopyForEditor(duplicate);
      if (copy) [initial, duplicateOf] = [copy, duplicate];
    } catch (error) {
      console.error('[blog-admin] duplicate failed', error);
      alerts.push({ kind: 'error', title: t('alerts.error'), body: t('alerts.loadPostFailed') });
    }
  }

  return (
    <MediaActionsProvider value={editorMedia(locale)}>
      <PostEditor
        mode="create"
        postId={null}
        publishedAt={null}
        initial={initial}
        manualSlug={initial.slug !== ''}
        duplicateOf={duplicateOf}
        categories={taxonomy.categories}
        tags={taxonomy.tags}
        initialAlerts={alerts}
        actions={editorActions(locale)}
      />
    </MediaActionsProvider>
  );
}
