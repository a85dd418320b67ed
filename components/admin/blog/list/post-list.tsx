'use client';

import { useLocale, useTranslations } from 'next-intl';
import { AlertStack, useAlerts } from '../alerts';
import type { AdminPostRow } from '@/lib/blog/admin/read-models';
import { formatPostDate } from '@/lib/blog/format';
import type { AppLocale } from '@/lib/i18n/routing';
import { PostRow } from './post-row';
import type { PostListActions } from './post-row-actions';

/** The rows of the current page, with the toasts their actions raise. */
export function PostList({ posts, actions }: { posts: AdminPostRow[]; actions: PostListActions }) {
  const t = useTranslations('adminBlog');
  const locale = useLocale() as AppLocale;
  const { alerts, push, dismiss } = useAlerts();
  return (
    <>
      <AlertStack alerts={alerts} onDismiss={dismiss} dismissLabel={t('toasts.dismiss')} />
      <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200" data-testid="post-list">
        {posts.map((post) => (
          <PostRow
            key={post.id}
            post={post}
            created={formatPostDate(post.createdAt, locale, 'short') ?? ''}
            published={formatPostDate(post.publishedAt, locale, 'short')}
            notify={(ok, title, body) => push(ok ? 'success' : 'error', title, body)}
            actions={actions}
          />
        ))}
      </ul>
    </>
  );
}
