import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db';
import { blogContentBlocks, blogPostCategories, blogPosts, blogPostTags, itemGallery, items, itemSpecifications } from '@/lib/db/schema';
import { fieldColumnsOf } from '../product-fields/registry';
import type { ItemSnapshot, PostSnapshot, RevisionEntity, Snapshot } from './contract';
import { readHomeSnapshot } from './home-snapshot';
import { readItemTranslations, readPostTranslations } from './translation-snapshot';

// Reads the current state of a post or item as a snapshot, inside the caller's transaction (so a
// save's revision is exactly what that save committed). Ids of blocks/specs/gallery rows are left
// out: a restore writes new rows, and the diff compares content, not row ids.

export async function readPostSnapshot(tx: DbOrTx, id: string): Promise<PostSnapshot | null> {
  const [post] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  if (!post) return null;
  const [blocks, cats, tags, translations] = await Promise.all([
    tx
      .select({ type: blogContentBlocks.blockType, content: blogContentBlocks.content })
      .from(blogContentBlocks)
      .where(eq(blogContentBlocks.blogPostId, id))
      .orderBy(asc(blogContentBlocks.sortOrder), asc(blogContentBlocks.id)),
    tx.select({ id: blogPostCategories.categoryId }).from(blogPostCategories).where(eq(blogPostCategories.blogPostId, id)),
    tx.select({ id: blogPostTags.tagId }).from(blogPostTags).where(eq(blogPostTags.blogPostId, id)),
    readPostTranslations(tx, id),
  ]);
  return {
    title: post.title,
    slug: post.slug,
    author: post.author,
    excerpt: post.excerpt,
    featuredImageUrl: post.featuredImageUrl,
    featuredImageAlt: post.featuredImageAlt,
    status: post.status,
    publishedAt: post.publishedAt ? post.publishedAt.toISOString() : null,
    metaTitle: post.metaTitle,
    metaDescription: post.metaDescription,
    isFeatured: post.isFeatured,
    blocks,
    // Sorted: link rows have no order, and a stable order keeps the diff quiet.
    categoryIds: cats.map((c) => c.id).sort(),
    tagIds: tags.map((t) => t.id).sort(),
    translations,
  };
}

export async function readItemSnapshot(tx: DbOrTx, id: number): Promise<ItemSnapshot | null> {
  const [item] = await tx.select().from(items).where(eq(items.id, id)).limit(1);
  if (!item) return null;
  const [specs, gallery, translations] = await Promise.all([
    tx
      .select({ name: itemSpecifications.specName, value: itemSpecifications.specValue })
      .from(itemSpecifications)
      .where(eq(itemSpecifications.itemId, id))
      .orderBy(asc(itemSpecifications.id)),
    // The gallery's order is its ids' order (lib/catalog reads it so).
    tx.select({ url: itemGallery.photoUrl }).from(itemGallery).where(eq(itemGallery.itemId, id)).orderBy(asc(itemGallery.id)),
    readItemTranslations(tx, id),
  ]);
  return {
    itemName: item.itemName,
    itemCode: item.itemCode,
    ...fieldColumnsOf(item),
    categoryId: item.categoryId,
    descriptionHtml: item.itemDescription ?? '',
    specs,
    mainPhotoUrl: item.mainPhotoUrl,
    hoverPhotoUrl: item.hoverPhotoUrl,
    gallery: gallery.map((g) => g.url),
    translations,
  };
}

export function readSnapshot(tx: DbOrTx, entity: RevisionEntity): Promise<Snapshot | null> {
  switch (entity.type) {
    case 'post':
      return readPostSnapshot(tx, entity.id);
    case 'item':
      return readItemSnapshot(tx, entity.id);
    case 'home':
      return readHomeSnapshot(tx, entity.id);
  }
}
