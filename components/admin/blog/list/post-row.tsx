'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { AdminPostRow } from '@/lib/blog/admin/read-models';
import { safeColor } from '@/lib/blog/format';
import { formatCompleteness } from '@/lib/i18n/content-fallback';
import { formatScheduleTime } from '@/lib/blog/admin/schedule-time';
import { Link } from '@/lib/i18n/navigation';
import { useBrowserZone } from '../use-browser-zone';
import { StatusBadge } from './status-badge';
import { PostRowActions, type PostListActions } from './post-row-actions';

/** One post: title (opens the editor), status, excerpt, author, dates, up to 2 categories + '+N'. */
export function PostRow({
  post,
  created,
  published,
  notify,
  actions,
}: {
  post: AdminPostRow;
  created: string;
  published: string | null;
  notify: (ok: boolean, title: string, body: string) => void;
  actions: PostListActions;
}) {
  const t = useTranslations('adminBlog');
  const tr = useTranslations('admin.blogTranslations');
  const locale = useLocale();
  const zone = useBrowserZone();
  const shown = post.categories.slice(0, 2);
  const more = post.categories.length - shown.length;
  return (
    <li data-testid="post-row" data-slug={post.slug} className="flex flex-col gap-3 p-4 lg:flex-row lg:items-start lg:justify-between">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <Link
            href={`/admin-panel/blog/edit/${post.id}`}
            className="text-base font-semibold text-slate-900 hover:text-brand-700 hover:underline"
          >
            {post.title}
          </Link>
          <StatusBadge status={post.status} label={t(`status.${post.status}`)} />
        </div>
        <p className="mt-1 line-clamp-2 text-sm text-slate-600">{post.excerpt || t('row.noExcerpt')}</p>
        <p className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-600">
          <span>{t('row.by', { author: post.author })}</span>
          <span>{t('row.created', { date: created })}</span>
          {post.status === 'scheduled' && post.publishedAt ? (
            <span data-testid="row-scheduled" className="font-medium text-indigo-800">
              {t('row.scheduled', { date: formatScheduleTime(post.publishedAt, locale, zone ?? 'UTC') })}
            </span>
          ) : (
            published && <span>{t('row.published', { date: published })}</span>
          )}
          {post.translations.length > 0 && (
            <span data-testid="row-translations" className="font-medium text-slate-700">
              {tr('list.completeness')}:{' '}
              {post.translations
                .map((c) => {
                  const base = formatCompleteness([[c.locale, c] as const], { id: tr('short.id'), 'zh-CN': tr('short.zh-CN') });
                  return c.outdated > 0 ? `${base} · ${tr('list.outdatedCount', { count: c.outdated })}` : base;
                })
                .join(' · ')}
            </span>
          )}
        </p>
        {shown.length > 0 && (
          <p className="mt-2 flex flex-wrap gap-1.5">
            {shown.map((c) => (
              <span key={c.id} className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                <span aria-hidden="true" className="size-2 rounded-full" style={{ backgroundColor: safeColor(c.color) }} />
                {c.name}
              </span>
            ))}
            {more > 0 && (
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">{t('row.moreCategories', { n: more })}</span>
            )}
          </p>
        )}
      </div>
      <PostRowActions post={post} notify={notify} actions={actions} />
    </li>
  );
}
