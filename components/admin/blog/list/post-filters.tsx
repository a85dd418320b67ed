'use client';

import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { Link, usePathname, useRouter } from '@/lib/i18n/navigation';
import type { PostFilters as Filters, TaxonomyOption } from '@/lib/blog/admin/read-models';
import { BLOG_POST_STATUSES } from '@/lib/blog/post-status';
import { parseTranslationFilter, TRANSLATION_FILTER_VALUES } from '@/lib/i18n/translation-outdated';

/**
 * Search, status, category and a missing translation live in the URL (?q=&status=&category=&missing=&page=); any change goes back
 * to page 1. A plain GET form, so it also works before JavaScript has loaded.
 */
export function PostFilters({ filters, categories }: { filters: Filters; categories: TaxonomyOption[] }) {
  const t = useTranslations('adminBlog');
  const tr = useTranslations('admin.blogTranslations');
  const router = useRouter();
  const pathname = usePathname();
  const formRef = useRef<HTMLFormElement>(null);

  const apply = () => {
    const data = new FormData(formRef.current!);
    const params = new URLSearchParams();
    for (const key of ['q', 'status', 'category', 'missing']) {
      const value = String(data.get(key) ?? '').trim();
      if (value) params.set(key, value);
    }
    const query = params.toString();
    router.push(query ? `${pathname}?${query}` : pathname);
  };

  const field =
    'min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30';
  return (
    <form
      ref={formRef}
      role="search"
      aria-label={t('filters.label')}
      method="get"
      onSubmit={(e) => {
        e.preventDefault();
        apply();
      }}
      className="grid gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 md:grid-cols-2 md:items-end lg:grid-cols-[minmax(10rem,1fr)_10rem_10rem_10rem_auto]"
    >
      <div>
        <label htmlFor="filter-q" className="mb-1 block text-sm font-medium text-slate-700">
          {t('filters.search')}
        </label>
        <input
          id="filter-q"
          name="q"
          type="search"
          defaultValue={filters.q}
          placeholder={t('filters.searchPlaceholder')}
          className={field}
        />
      </div>
      <div>
        <label htmlFor="filter-status" className="mb-1 block text-sm font-medium text-slate-700">
          {t('filters.status')}
        </label>
        <select id="filter-status" name="status" defaultValue={filters.status ?? ''} onChange={apply} className={field}>
          <option value="">{t('filters.statusAll')}</option>
          {BLOG_POST_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`status.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="filter-category" className="mb-1 block text-sm font-medium text-slate-700">
          {t('filters.category')}
        </label>
        <select id="filter-category" name="category" defaultValue={filters.category ?? ''} onChange={apply} className={field}>
          <option value="">{t('filters.categoryAll')}</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="filter-missing" className="mb-1 block text-sm font-medium text-slate-700">
          {tr('list.missing')}
        </label>
        <select id="filter-missing" name="missing" defaultValue={filters.missing ?? ''} onChange={apply} className={field}>
          <option value="">{tr('list.missingAny')}</option>
          {TRANSLATION_FILTER_VALUES.map((value) => {
            const { locale, outdated } = parseTranslationFilter(value)!;
            return (
              <option key={value} value={value}>
                {tr(outdated ? 'list.outdatedIn' : 'list.missingIn', { language: tr(`languages.${locale}`) })}
              </option>
            );
          })}
        </select>
      </div>
      <div className="flex gap-2">
        <button type="submit" className="min-h-11 rounded-lg bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-600">
          {t('filters.apply')}
        </button>
        <Link
          href="/admin-panel/blog"
          className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-4 text-sm font-medium text-slate-700 hover:bg-slate-50"
        >
          {t('filters.clear')}
        </Link>
      </div>
    </form>
  );
}
