import type { Db } from '@/lib/db';
import {
  type BlogPostStatus,
  blogCategories,
  blogContentBlocks,
  blogPostCategories,
  blogPosts,
  blogPostTags,
  blogTags,
} from '@/lib/db/schema';

/** Test helper: inserts a post with blocks, categories and tags. Not used by the app. */
export async function insertTestPost(
  db: Db,
  post: {
    slug: string;
    title?: string;
    status?: BlogPostStatus;
    publishedAt?: Date | null;
    isFeatured?: boolean;
    author?: string;
    excerpt?: string;
    categoryIds?: string[];
    tagIds?: string[];
    blocks?: { type: string; content: Record<string, unknown> }[];
  },
): Promise<string> {
  const [row] = await db
    .insert(blogPosts)
    .values({
      slug: post.slug,
      title: post.title ?? post.slug,
      author: post.author ?? 'Tim Redaksi',
      excerpt: post.excerpt ?? `About ${post.slug}`,
      status: post.status ?? 'published',
      isFeatured: post.isFeatured ?? false,
      publishedAt: post.publishedAt === undefined ? new Date('2026-01-01T00:00:00Z') : post.publishedAt,
    })
    .returning({ id: blogPosts.id });
  const id = row!.id;
  if (post.blocks?.length) {
    // Inserted in reverse so the test proves the read orders by sort_order.
    await db
      .insert(blogContentBlocks)
      .values(post.blocks.map((b, i) => ({ blogPostId: id, blockType: b.type, content: b.content, sortOrder: i })).reverse());
  }
  if (post.categoryIds?.length) {
    await db.insert(blogPostCategories).values(post.categoryIds.map((categoryId) => ({ blogPostId: id, categoryId })));
  }
  if (post.tagIds?.length) await db.insert(blogPostTags).values(post.tagIds.map((tagId) => ({ blogPostId: id, tagId })));
  return id;
}

export async function insertTestCategory(db: Db, name: string, color = '#3B82F6'): Promise<string> {
  const slug = name.toLowerCase().replace(/\s+/g, '-');
  const [row] = await db.insert(blogCategories).values({ name, slug, color }).returning({ id: blogCategories.id });
  return row!.id;
}

export async function insertTestTag(db: Db, name: string): Promise<string> {
  const slug = name.toLowerCase().replace(/\s+/g, '-');
  const [row] = await db.insert(blogTags).values({ name, slug }).returning({ id: blogTags.id });
  return row!.id;
}
