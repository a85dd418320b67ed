import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db';
import { blogCategories, blogContentBlocks, blogPostCategories, blogPosts, blogPostTags, blogTags } from '@/lib/db/schema';
import type { AuditAction, AuditEntry } from './contract';
import { compactChanges, fileName, textDigest, type Snapshot } from './diff';

// A blog post as the audit log sees it, read inside the save's transaction. The body (content
// blocks) is one digest: block count plus the excerpt/length/hash of its JSON, so any edit shows as
// a change without copying the article into the log (the revisions keep full copies).

export type PostSnapshot = Snapshot & { title: string; status: string };

export async function postSnapshot(tx: DbOrTx, id: string): Promise<PostSnapshot | null> {
  const [row] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  if (!row) return null;
  const blocks = await tx
    .select({ type: blogContentBlocks.blockType, content: blogContentBlocks.content })
    .from(blogContentBlocks)
    .where(eq(blogContentBlocks.blogPostId, id))
    .orderBy(asc(blogContentBlocks.sortOrder));
  const cats = await tx
    .select({ name: blogCategories.name })
    .from(blogPostCategories)
    .innerJoin(blogCategories, eq(blogCategories.id, blogPostCategories.categoryId))
    .where(eq(blogPostCategories.blogPostId, id))
    .orderBy(asc(blogCategories.name));
  const tags = await tx
    .select({ name: blogTags.name })
    .from(blogPostTags)
    .innerJoin(blogTags, eq(blogTags.id, blogPostTags.tagId))
    .where(eq(blogPostTags.blogPostId, id))
    .orderBy(asc(blogTags.name));
  return {
    title: row.title,
    slug: row.slug,
    author: row.author,
    status: row.status,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    excerpt: textDigest(row.excerpt),
    featuredImage: fileName(row.featuredImageUrl),
    featuredImageAlt: row.featuredImageAlt,
    metaTitle: row.metaTitle,
    metaDescription: textDigest(row.metaDescription),
    isFeatured: row.isFeatured,
    categories: cats.map((c) => c.name),
    tags: tags.map((t) => t.name),
    content: blocks.length === 0 ? null : `${blocks.length} × ${textDigest(JSON.stringify(blocks))}`,
  };
}

/** The verb of an editor save: create, or the status it moved to (publish/schedule), else update. */
export function postSaveAction(before: PostSnapshot | null, after: PostSnapshot): AuditAction {
  if (!before) return 'post.create';
  if (after.status !== before.status && after.status === 'published') return 'post.publish';
  if (after.status !== before.status && after.status === 'scheduled') return 'post.schedule';
  return 'post.update';
}

export function postEntry(action: AuditAction, id: string, before: PostSnapshot | null, after: PostSnapshot | null): AuditEntry {
  return {
    action,
    target: { type: 'post', id, label: after?.title ?? before?.title ?? null },
    changes: compactChanges(before, after),
  };
}

/** An editor save: the verb follows from the two snapshots. */
export function postSaveEntry(id: string, before: PostSnapshot | null, after: PostSnapshot | null): AuditEntry {
  return postEntry(after ? postSaveAction(before, after) : 'post.update', id, before, after);
}
