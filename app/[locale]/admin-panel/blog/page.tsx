import { getTranslations } from 'next-intl/server';
import { BlogManagementList } from '@/components/admin/blog/list/blog-management-list';
import { PostFilters } from '@/components/admin/blog/list/post-filters';
import { StatCards } from '@/components/admin/blog/list/stat-cards';
import { adminPage, adminTitle } from '@/lib/admin/page';
import { changeScheduleAction, deletePostAction, setArchivedAction } from '@/lib/blog/admin/actions';
import { getBlogStats, listAdminPosts, listBlogTaxonomy, parsePostFilters } from '@/lib/blog/admin/admin-queries';
import { Link } from '@/lib/i18n/navigation';

// Filters and page come from the URL and the session is per visitor.
export const dynamic = 'force-dynamic';

export function generateMetadata({ params }: PageProps<'/[locale]/admin-panel/blog'>) {
  return adminTitle(params, 'adminBlog');
}

async function load(searchParams: Record<string, string | string[] | undefined>) {
  const filters = parsePostFilters(searchParams);
  try {
    const [stats, page, taxonomy] = await Promise.all([getBlogStats(), listAdminPosts(filters), listBlogTaxonomy()]);
    return { ok: true as const, filters, stats, page, taxonomy };
  } catch (error) {
    console.error('[blog-admin] list failed', error);
    return { ok: false as const, filters };
  }
}

/** SPEC 'Blog Management': stats, filters, the posts of one page and their actions. */
export default async function BlogManagementPage({ params, searchParams }: PageProps<'/[locale]/admin-panel/blog'>) {
  const { locale } = await adminPage(params, 'blog');
  const t = await getTranslations({ locale, namespace: 'adminBlog' });
  const data = await load(await searchParams);
  const filtered = Boolean(data.filters.q || data.filters.status || data.filters.category || data.filters.missing);

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{t('title')}</h1>
          <p className="text-sm text-slate-600">{t('subtitle')}</p>
        </div>
        <Link
          href="/admin-panel/blog/create"
          className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-medium text-white hover:bg-brand-600"
        >
          + {t('newPost')}
        </Link>
      </header>
      {!data.ok ? (
        <p role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
          {t('loadFailed')}
        </p>
      ) : (
        <>
          <StatCards stats={data.stats} locale={locale} />
          <PostFilters key={JSON.stringify(data.filters)} filters={data.filters} categories={data.taxonomy.categories} />
          <BlogManagementList
            page={data.page}
            filters={data.filters}
            filtered={filtered}
            actions={{
              remove: deletePostAction.bind(null, locale),
              setArchived: setArchivedAction.bind(null, locale),
              changeSchedule: changeScheduleAction.bind(null, locale),
            }}
          />
        </>
      )}
    </div>
  );
}
