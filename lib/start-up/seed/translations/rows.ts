import { SEED_BLOG_CATEGORIES, SEED_BLOG_TAGS, SEED_POSTS } from '../blog-data';
import { SEED_CATEGORIES, SEED_ITEMS } from '../catalog-data';
import { CONTENT_LOCALES, SEED_BLOG_TRANSLATIONS, SEED_CATALOG_TRANSLATIONS } from './index';
import type { ContentLocale } from './types';

// The seed's translations as rows of the tables (migration 0011), for the seeder to insert
// in its own transaction. Pure: the caller passes the ids it gave the English rows.

export type SeedTranslationIds = {
  /** English blog post slug → its id. */
  postIds: ReadonlyMap<string, string>;
  blogCategoryIds: ReadonlyMap<string, string>;
  tagIds: ReadonlyMap<string, string>;
};

export function seedCatalogTranslationRows() {
  const categoryIdByName = new Map<string, number>(SEED_CATEGORIES.map((c) => [c.name, c.id]));
  const itemIdByName = new Map<string, number>(SEED_ITEMS.map((item, i) => [item.name, i + 1]));
  const categories: { categoryId: number; locale: ContentLocale; name: string }[] = [];
  const items: { itemId: number; locale: ContentLocale; itemName: string | null; itemDescription: string | null }[] = [];
  const specs: { itemId: number; locale: ContentLocale; position: number; specName: string; specValue: string }[] = [];
  for (const locale of CONTENT_LOCALES) {
    const data = SEED_CATALOG_TRANSLATIONS[locale];
    for (const [english, name] of Object.entries(data.categories))
      categories.push({ categoryId: categoryIdByName.get(english)!, locale, name });
    for (const [english, tr] of Object.entries(data.items)) {
      const itemId = itemIdByName.get(english)!;
      items.push({ itemId, locale, itemName: tr.name ?? null, itemDescription: tr.description ?? null });
      tr.specs?.forEach(([specName, specValue], position) => specs.push({ itemId, locale, position, specName, specValue }));
    }
  }
  return { categories, items, specs };
}

export function seedBlogTranslationRows(ids: SeedTranslationIds) {
  const posts: {
    blogPostId: string;
    locale: ContentLocale;
    title: string | null;
    slug: string | null;
    excerpt: string | null;
    metaTitle: string | null;
    metaDescription: string | null;
    featuredImageAlt: string | null;
  }[] = [];
  const blocks: { blogPostId: string; locale: ContentLocale; sortOrder: number; blockType: string; content: Record<string, unknown> }[] =
    [];
  const categories: { categoryId: string; locale: ContentLocale; name: string }[] = [];
  const tags: { tagId: string; locale: ContentLocale; name: string }[] = [];
  for (const locale of CONTENT_LOCALES) {
    const data = SEED_BLOG_TRANSLATIONS[locale];
    for (const c of SEED_BLOG_CATEGORIES)
      if (data.categories[c.slug])
        categories.push({ categoryId: ids.blogCategoryIds.get(c.slug)!, locale, name: data.categories[c.slug]! });
    for (const tag of SEED_BLOG_TAGS)
      if (data.tags[tag.slug]) tags.push({ tagId: ids.tagIds.get(tag.slug)!, locale, name: data.tags[tag.slug]! });
    for (const post of SEED_POSTS) {
      const tr = data.posts[post.slug];
      if (!tr) continue;
      const blogPostId = ids.postIds.get(post.slug)!;
      posts.push({
        blogPostId,
        locale,
        title: tr.title ?? null,
        slug: tr.slug ?? null,
        excerpt: tr.excerpt ?? null,
        metaTitle: tr.metaTitle ?? null,
        metaDescription: tr.metaDescription ?? null,
        featuredImageAlt: tr.featuredImageAlt ?? null,
      });
      tr.blocks?.forEach(({ blockType, ...content }, sortOrder) => blocks.push({ blogPostId, locale, sortOrder, blockType, content }));
    }
  }
  return { posts, blocks, categories, tags };
}
