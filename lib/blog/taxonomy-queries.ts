import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { executeRows } from '@/lib/db/rows';

// The blog categories-and-tags screen's list: every row with its names in each language and the
// number of posts using it (the delete confirmation shows it). Read uncached: the admin sees the
// database as it is.

export type TaxonomyRow = {
  id: string;
  name: string;
  slug: string;
  color: string | null;
  nameId: string;
  nameZh: string;
  postCount: number;
};

type Raw = {
  id: string;
  name: string;
  slug: string;
  color: string | null;
  name_id: string | null;
  name_zh: string | null;
  post_count: number | string;
};
const map = (r: Raw): TaxonomyRow => ({
  id: r.id,
  name: r.name,
  slug: r.slug,
  color: r.color,
  nameId: r.name_id ?? '',
  nameZh: r.name_zh ?? '',
  postCount: Number(r.post_count),
});

export async function listTaxonomyWithCounts(): Promise<{ categories: TaxonomyRow[]; tags: TaxonomyRow[] }> {
  const db = await getDb();
  const [categories, tags] = await Promise.all([
    executeRows<Raw>(
      db,
      sql`select c.id, c.name, c.slug, c.color,
        (select x.name from blog_category_translations x where x.category_id = c.id and x.locale = 'id') as name_id,
        (select x.name from blog_category_translations x where x.category_id = c.id and x.locale = 'zh-CN') as name_zh,
        (select count(*) from blog_post_categories l where l.category_id = c.id) as post_count
        from blog_categories c order by lower(c.name), c.id`,
    ),
    executeRows<Raw>(
      db,
      sql`select t.id, t.name, t.slug, null as color,
        (select x.name from blog_tag_translations x where x.tag_id = t.id and x.locale = 'id') as name_id,
        (select x.name from blog_tag_translations x where x.tag_id = t.id and x.locale = 'zh-CN') as name_zh,
        (select count(*) from blog_post_tags l where l.tag_id = t.id) as post_count
        from blog_tags t order by lower(t.name), t.id`,
    ),
  ]);
  return { categories: categories.map(map), tags: tags.map(map) };
}
