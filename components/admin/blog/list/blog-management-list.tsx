'use client';

import { useTranslations } from 'next-intl';
import { pagerTexts } from '@/components/ui/pager-texts';
import { Pagination } from '@/components/ui/pagination';
import type { PostFilters, PostPage } from '@/lib/blog/admin/read-models';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { AlertStack, useAlerts } from '../alerts';
import { PostList } from './post-list';
import type { PostListActions } from './post-row-actions';

/** '{n} posts', the rows (or an empty state) and 'Page X of Y' when there is more than one page. */
export function BlogManagementList({
  page,
  filters,
  filtered,
  actions,
}: {
  page: PostPage;
  filters: PostFilters;
  filtered: boolean;
  actions: PostListActions;
}) {
  const t = useTranslations('adminBlog');
  const pathname = usePathname();
  // The toasts live here, not in the rows' list: deleting the last post of a filter swaps the list
  // for the empty state on refresh, and the confirmation must survive that.
  const { alerts, push, dismiss } = useAlerts();
  const notify = (ok: boolean, title: string, body: string) => push(ok ? 'success' : 'error', title, body);
  const hrefFor = (n: number) => {
    const params = new URLSearchParams();
    if (filters.q) params.set('q', filters.q);
    if (filters.status) params.set('status', filters.status);
    if (filters.category) params.set('category', filters.category);
    if (filters.missing) params.set('missing', filters.missing);
    if (n > 1) params.set('page', String(n));
    const query = params.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  return (
    <section aria-labelledby="posts-count" className="space-y-4">
      <AlertStack alerts={alerts} onDismiss={dismiss} dismissLabel={t('toasts.dismiss')} />
      <p
        id="posts-count"
        className="inline-flex rounded-full bg-slate-200 px-3 py-1 text-sm font-medium text-slate-800"
        data-testid="posts-count"
      >
        {t('count', { n: page.total })}
      </p>
      {page.posts.length === 0 ? (
        <div className="rounded-xl bg-white p-10 text-center shadow-sm ring-1 ring-slate-200">
          <h2 className="text-lg font-semibold text-slate-900">{t('empty.title')}</h2>
          <p className="mt-1 text-slate-600">{filtered ? t('empty.filtered') : t('empty.none')}</p>
          {!filtered && (
            <Link
              href="/admin-panel/blog/create"
              className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-medium text-white hover:bg-brand-600"
            >
              {t('empty.createFirst')}
            </Link>
          )}
        </div>
      ) : (
        <PostList posts={page.posts} actions={actions} notify={notify} />
      )}
      {page.totalPages > 1 && (
        <Pagination page={page.page} totalPages={page.totalPages} {...pagerTexts(t, page.page, page.totalPages)} hrefFor={hrefFor} />
      )}
    </section>
  );
}
