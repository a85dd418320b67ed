'use client';

import { useLocale } from 'next-intl';
import type { AdminPostRow } from '@/lib/blog/admin/read-models';
import { formatPostDate } from '@/lib/blog/format';
import type { AppLocale } from '@/lib/i18n/routing';
import { PostRow } from './post-row';
import type { PostListActions } from './post-row-actions';

/** The rows of the current page; their actions' toasts go to `notify` (owned by the list, which outlives the rows). */
export function PostList({
  posts,
  actions,
  notify,
}: {
  posts: AdminPostRow[];
  actions: PostListActions;
  notify: (ok: boolean, title: string, body: string) => void;
}) {
  const locale = useLocale() as AppLocale;
  return (
    <>
      <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200" data-testid="post-list">
        {posts.map((post) => (
          <PostRow
            key={post.id}
            post={post}
            created={formatPostDate(post.createdAt, locale, 'short') ?? ''}
            published={formatPostDate(post.publishedAt, locale, 'short')}
            notify={notify}
            actions={actions}
          />
        ))}
      </ul>
    </>
  );
}
