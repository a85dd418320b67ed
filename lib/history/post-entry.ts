import 'server-only';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db';
import { blogCategories, blogTags } from '@/lib/db/schema';
import type { AuditAction, AuditEntry, PostSnapshot as PostState } from './contract';
import { readPostSnapshot } from './snapshot';
import { compactChanges, fileName, textDigest, type Snapshot } from './compact';

// A blog post as the audit log sees it, read inside the save's transaction. The body (content
// blocks) is one digest: block count plus the excerpt/length/hash of its JSON, so any edit shows as
// a change without copying the article into the log (the revisions keep full copies).

export type PostLogView = Snapshot & { title: string; status: string };

export async function postSnapshot(tx: DbOrTx, id: string): Promise<PostLogView | null> {
  // The revisions' reader is the one reader of a post's state; the log keeps a readable projection.
  return postView(tx, await readPostSnapshot(tx, id));
}

/** The log's view of a state already read (e.g. the one a revision just stored). */
export async function postView(tx: DbOrTx, post: PostState | null): Promise<PostLogView | null> {
  if (!post) return null;
  const categoryNames = post.categoryIds.length
    ? await tx.select({ name: blogCategories.name }).from(blogCategories).where(inArray(blogCategories.id, post.categoryIds))
    : [];
  const tagNames = post.tagIds.length
    ? await tx.select({ name: blogTags.name }).from(blogTags).where(inArray(blogTags.id, post.tagIds))
    : [];
  const sorted = (rows: { name: string }[]) => rows.map((r) => r.name).sort((a, b) => a.localeCompare(b));
  return {
    title: post.title,
    slug: post.slug,
    author: post.author,
    status: post.status,
    publishedAt: post.publishedAt,
    excerpt: textDigest(post.excerpt),
    featuredImage: fileName(post.featuredImageUrl),
    featuredImageAlt: post.featuredImageAlt,
    metaTitle: post.metaTitle,
    metaDescription: textDigest(post.metaDescription),
    isFeatured: post.isFeatured,
    categories: sorted(categoryNames),
    tags: sorted(tagNames),
    content: post.blocks.length === 0 ? null : `${post.blocks.length} × ${textDigest(JSON.stringify(post.blocks))}`,
  };
}

/** The verb of an editor save: create, or the status it moved to (publish/schedule), else update. */
export function postSaveAction(before: PostLogView | null, after: PostLogView): AuditAction {
  if (!before) return 'post.create';
  if (after.status !== before.status && after.status === 'published') return 'post.publish';
  if (after.status !== before.status && after.status === 'scheduled') return 'post.schedule';
  return 'post.update';
}

export function postEntry(action: AuditAction, id: string, before: PostLogView | null, after: PostLogView | null): AuditEntry {
  return {
    action,
    target: { type: 'post', id, label: after?.title ?? before?.title ?? null },
    changes: compactChanges(before, after),
  };
}

/** An editor save: the verb follows from the two snapshots. */
export function postSaveEntry(id: string, before: PostLogView | null, after: PostLogView | null): AuditEntry {
  return postEntry(after ? postSaveAction(before, after) : 'post.update', id, before, after);
}
