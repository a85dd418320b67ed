import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import type { AlertItem } from '@/components/admin/blog/alerts';
import { MediaActionsProvider } from '@/components/admin/blog/editor/media-context';
import { PostEditor } from '@/components/admin/blog/editor/post-editor';
import { HistoryPanel } from '@/components/admin/revisions/history-panel';
import { adminPage, adminTitle } from '@/lib/admin/page';
import { listPostRevisionsAction, restorePostRevisionAction } from '@/lib/blog/admin/actions';
import { getConfig } from '@/lib/config';
import { getPostForEditor, listBlogTaxonomy } from '@/lib/blog/admin/admin-queries';
import type { EditorPost, TaxonomyOption } from '@/lib/blog/admin/read-models';
import { getTranslationDrafts } from '@/lib/blog/admin/translation-queries';
import { Link } from '@/lib/i18n/navigation';
import { editorActions, editorMedia } from '../../editor-setup';

export const dynamic = 'force-dynamic';

export function generateMetadata({ params }: PageProps<'/[locale]/admin-panel/blog/edit/[id]'>) {
  return adminTitle(params, 'editor', 'editTitle');
}

/** Edit screen: the stored post in the editor ('Loaded'), or 'Created!' right after a draft was created. */
export default async function EditPostPage({ params, searchParams }: PageProps<'/[locale]/admin-panel/blog/edit/[id]'>) {
  const { locale, id } = await adminPage(params, 'blog');
  const t = await getTranslations({ locale, namespace: 'editor' });

  let post: EditorPost | null;
  try {
    post = await getPostForEditor(id);
  } catch (error) {
    console.error('[blog-admin] load failed', error);
    return (
      <div role="alert" className="mx-auto max-w-lg rounded-xl border border-red-300 bg-red-50 p-6 text-red-900">
        <p className="font-semibold">{t('alerts.error')}</p>
        <p>{t('alerts.loadPostFailed')}</p>
        <Link href="/admin-panel/blog" className="mt-4 inline-block underline">
          {t('back')}
        </Link>
      </div>
    );
  }
  if (!post) notFound();

  const justSaved = (await searchParams).saved;
  const alerts: Omit<AlertItem, 'id'>[] =
    justSaved === 'created' || justSaved === 'scheduled'
      ? [{ kind: 'success', title: t('alerts.created'), body: t(justSaved === 'scheduled' ? 'alerts.scheduledBody' : 'alerts.draftBody') }]
      : [{ kind: 'success', title: t('alerts.loaded'), body: t('alerts.loadedBody') }];
  let translations: Awaited<ReturnType<typeof getTranslationDrafts>> | null = null;
  try {
    translations = await getTranslationDrafts(post.id);
  } catch (error) {
    console.error('[blog-admin] translations failed', error);
    alerts.push({ kind: 'error', title: t('alerts.error'), body: t('alerts.loadPostFailed') });
  }
  let taxonomy: { categories: TaxonomyOption[]; tags: TaxonomyOption[] } = { categories: [], tags: [] };
  try {
    taxonomy = await listBlogTaxonomy();
  } catch (error) {
    console.error('[blog-admin] taxonomy failed', error);
    alerts.push({ kind: 'error', title: t('alerts.error'), body: t('alerts.loadTaxonomyFailed') });
  }

  return (
    <>
      <MediaActionsProvider value={editorMedia(locale)}>
        <PostEditor
          key={post.id}
          mode="edit"
          postId={post.id}
          publishedAt={post.publishedAt}
          scheduledFor={post.status === 'scheduled' ? post.publishedAt : null}
          initial={post.form}
          categories={taxonomy.categories}
          tags={taxonomy.tags}
          initialAlerts={alerts}
          actions={editorActions(locale)}
          translations={translations}
        />
      </MediaActionsProvider>
      <HistoryPanel
        entity="post"
        id={post.id}
        keep={getConfig().revisionsKeep}
        listAction={listPostRevisionsAction.bind(null, locale)}
        restoreAction={restorePostRevisionAction.bind(null, locale)}
      />
    </>
  );
}
