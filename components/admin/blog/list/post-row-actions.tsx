'use client';

import { useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { Dialog } from '@/components/ui/dialog';
import type { ListActionResult } from '@/lib/blog/admin/action-support';
import type { AdminPostRow } from '@/lib/blog/admin/read-models';
import { Link, useRouter } from '@/lib/i18n/navigation';

const action =
  'inline-flex min-h-9 items-center rounded-md border border-slate-300 px-3 text-sm font-medium text-slate-700 hover:bg-slate-50 disabled:opacity-60';

/** The list's server actions, bound to the page's locale on the server (blog/page.tsx). */
export type PostListActions = {
  remove: (input: { id: string }) => Promise<ListActionResult>;
  setArchived: (input: { id: string; archived: boolean }) => Promise<ListActionResult>;
  changeSchedule: (input: { id: string; to: 'published' | 'draft' }) => Promise<ListActionResult>;
};

/**
 * Edit, Duplicate, View (published only), Publish now / Unschedule (scheduled only), Archive/Unarchive,
 * Delete (with an accessible confirm).
 */
export function PostRowActions({
  post,
  notify,
  actions,
}: {
  post: AdminPostRow;
  notify: (ok: boolean, title: string, body: string) => void;
  actions: PostListActions;
}) {
  const t = useTranslations('adminBlog');
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const [pending, startTransition] = useTransition();
  const titleId = `delete-title-${post.id}`;

  const run = (work: () => Promise<ListActionResult>) =>
    startTransition(async () => {
      const result = await work();
      setConfirming(false);
      notify(result.ok, result.title ?? '', (result.ok ? result.message : result.formError) ?? '');
      if (result.ok) router.refresh();
    });

  return (
    <div role="group" aria-label={t('actions.label', { title: post.title })} className="flex flex-wrap gap-2 lg:justify-end">
      <Link href={`/admin-panel/blog/edit/${post.id}`} className={action}>
        {t('actions.edit')}
      </Link>
      <Link href={`/admin-panel/blog/create?duplicate=${post.id}`} className={action}>
        {t('actions.duplicate')}
      </Link>
      {post.status === 'published' && (
        <Link href={`/blog/${post.slug}`} target="_blank" rel="noopener" className={action}>
          {t('actions.view')}
          <span className="sr-only"> {t('actions.newTab')}</span>
        </Link>
      )}
      {post.status === 'scheduled' && (
        <>
          <button
            type="button"
            disabled={pending}
            className={action}
            onClick={() => run(() => actions.changeSchedule({ id: post.id, to: 'published' }))}
          >
            {t('actions.publishNow')}
          </button>
          <button
            type="button"
            disabled={pending}
            className={action}
            onClick={() => run(() => actions.changeSchedule({ id: post.id, to: 'draft' }))}
          >
            {t('actions.unschedule')}
          </button>
        </>
      )}
      <button
        type="button"
        disabled={pending}
        className={action}
        onClick={() => run(() => actions.setArchived({ id: post.id, archived: post.status !== 'archived' }))}
      >
        {post.status === 'archived' ? t('actions.unarchive') : t('actions.archive')}
      </button>
      <button type="button" className={`${action} border-red-300 text-red-700 hover:bg-red-50`} onClick={() => setConfirming(true)}>
        {t('actions.delete')}
      </button>
      <Dialog open={confirming} onClose={() => !pending && setConfirming(false)} labelledBy={titleId} className="max-w-md">
        <div className="p-6">
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            {t('confirmDelete.title')}
          </h2>
          <p className="mt-2 text-slate-700">{t('confirmDelete.body', { title: post.title })}</p>
          <div className="mt-6 flex justify-end gap-2">
            <button type="button" className={action} onClick={() => setConfirming(false)} disabled={pending}>
              {t('confirmDelete.cancel')}
            </button>
            <button
              type="button"
              disabled={pending}
              className="inline-flex min-h-9 items-center rounded-md bg-red-700 px-3 text-sm font-medium text-white hover:bg-red-600 disabled:opacity-60"
              onClick={() => run(() => actions.remove({ id: post.id }))}
            >
              {pending ? t('confirmDelete.deleting') : t('confirmDelete.confirm')}
            </button>
          </div>
        </div>
      </Dialog>
    </div>
  );
}
