import 'server-only';
import { eq } from 'drizzle-orm';
import { postEntry, postSaveEntry, postSnapshot, postView } from '@/lib/history/post-entry';
import { recordAudit } from '@/lib/history/record';
import { getDb, type DbOrTx } from '@/lib/db';
import { blogPosts, type BlogPostStatus } from '@/lib/db/schema';
import { keepBaseline, recordRevision } from '@/lib/history/record';
import { isPubliclyVisible } from '../post-status';
import { storedBlocksOf, writePostState, type PostState } from './post-state';
import { firstTakenSlug } from './slug-rule';
import { duplicateTranslations } from './duplicate-translations';
import type { PostForm } from './schemas';

/** The unique index `blog_posts_slug_key` refused the slug (e.g. two saves raced). */
export class SlugTakenError extends Error {
  constructor() {
    super('slug already taken');
    this.name = 'SlugTakenError';
  }
}

export type SavedPost = { id: string; slug: string; status: BlogPostStatus; previousSlug: string | null };

const SLUG_INDEX = 'blog_posts_slug_key';

/** Both drivers (and drizzle's wrapper) carry the Postgres error code somewhere in the cause chain. */
function isSlugConflict(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint, constraint_name: constraintName, message } = e as Record<string, unknown>;
    if (code === '23505') {
      return [constraint, constraintName, message].some((v) => typeof v === 'string' && v.includes(SLUG_INDEX));
    }
  }
  return false;
}

async function translateConflict<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isSlugConflict(error)) throw new SlugTakenError();
    throw error;
  }
}

const orNull = (value: string): string | null => (value === '' ? null : value);

function postColumns(input: PostForm) {
  return {
    title: input.title,
    slug: input.slug,
    author: input.author,
    excerpt: orNull(input.excerpt),
    featuredImageUrl: orNull(input.featuredImageUrl),
    featuredImageAlt: orNull(input.featuredImageAlt),
    status: input.status,
    metaTitle: orNull(input.metaTitle),
    metaDescription: orNull(input.metaDescription),
    isFeatured: input.isFeatured,
  };
}

type LockedPost = { slug: string; status: BlogPostStatus; publishedAt: Date | null };

/** The post's slug, status and publication date, its row locked until the transaction ends; null when missing. */
async function lockPost(tx: DbOrTx, id: string): Promise<LockedPost | null> {
  const [current] = await tx
    .select({ slug: blogPosts.slug, status: blogPosts.status, publishedAt: blogPosts.publishedAt })
    .from(blogPosts)
    .where(eq(blogPosts.id, id))
    .for('update');
  return current ?? null;
}

/** The state an editor save leaves (published_at: see `publishedAtFor`). */
function postState(input: PostForm, publishedAt: Date | null): PostState {
  return {
    columns: { ...postColumns(input), publishedAt },
    blocks: storedBlocksOf(input.blocks),
    blocksById: true,
    categoryIds: input.categories,
    tagIds: input.tags,
  };
}

/**
 * published_at for a save: Publish keeps the first publication date of a post the public already
 * sees and is `now` otherwise (so Publish on a scheduled post is "publish now"); Schedule is the
 * chosen time (UTC); a draft (also "unschedule") has none.
 */
export function publishedAtFor(input: Pick<PostForm, 'status' | 'scheduledAt'>, current: LockedPost | null, now: Date): Date | null {
  switch (input.status) {
    case 'published':
      return current && isPubliclyVisible(current.status, current.publishedAt, now) ? (current.publishedAt ?? now) : now;
    case 'scheduled':
      return new Date(input.scheduledAt);
    case 'draft':
      return null;
  }
}

/**
 * A new post with its blocks, categories and tags, in one transaction. `duplicateOf`: the post the
 * editor copied (its "Duplicate" link), recorded as `post.duplicate` with that source; the copy
 * gets its translations (duplicate-translations.ts).
 */
export async function createPost(input: PostForm, now: Date = new Date(), options: { duplicateOf?: string } = {}): Promise<SavedPost> {
  const db = await getDb();
  return translateConflict(() =>
    db.transaction(async (tx) => {
      if (await firstTakenSlug(tx, [{ slug: input.slug, locale: 'en', postId: null }])) throw new SlugTakenError();
      const state = postState(input, publishedAtFor(input, null, now));
      // A copy carries the original's translations (slugs made unique per locale).
      if (options.duplicateOf) state.translations = await duplicateTranslations(tx, options.duplicateOf, state.blocks);
      const id = await writePostState(tx, null, state, now);
      const row = { id, slug: input.slug, status: input.status };
      const created = await recordRevision(tx, { type: 'post', id: row.id }, 'create');
      const entry = postSaveEntry(row.id, null, await postView(tx, created));
      await recordAudit(tx, options.duplicateOf ? { ...entry, action: 'post.duplicate', detail: { source: options.duplicateOf } } : entry);
      return { ...row, previousSlug: null };
    }),
  );
}

/**
 * Replaces a post, its blocks, categories and tags in one transaction; null when it does not
 * exist. published_at: see `publishedAtFor`.
 */
export async function updatePost(id: string, input: PostForm, now: Date = new Date()): Promise<SavedPost | null> {
  const db = await getDb();
  return translateConflict(() =>
    db.transaction(async (tx) => {
      const current = await lockPost(tx, id);
      if (!current) return null;
      if (await firstTakenSlug(tx, [{ slug: input.slug, locale: 'en', postId: id }])) throw new SlugTakenError();
      const before = await postSnapshot(tx, id);

      await keepBaseline(tx, { type: 'post', id });
      await writePostState(tx, id, postState(input, publishedAtFor(input, current, now)), now);

      const after = await recordRevision(tx, { type: 'post', id }, 'update');
      await recordAudit(tx, postSaveEntry(id, before, await postView(tx, after)));
      return { id, slug: input.slug, status: input.status, previousSlug: current.slug };
    }),
  );
}

/** Deletes a post (blocks and links cascade); its slug, or null when it did not exist. */
export async function deletePost(id: string): Promise<{ slug: string } | null> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const before = await postSnapshot(tx, id);
    const [row] = await tx.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ slug: blogPosts.slug });
    if (row) await recordAudit(tx, postEntry('post.delete', id, before, null));
    return row ?? null;
  });
}

/**
 * Archive: hidden from the public site, publication date kept. Unarchive: back to published when
 * it had been published (its first publication date kept), scheduled when its date is still to
 * come, otherwise back to draft.
 */
export async function setPostArchived(id: string, archived: boolean, now: Date = new Date()): Promise<SavedPost | null> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const current = await lockPost(tx, id);
    if (!current) return null;
    const before = await postSnapshot(tx, id);
    const status: BlogPostStatus = archived
      ? 'archived'
      : current.publishedAt === null
        ? 'draft'
        : current.publishedAt > now
          ? 'scheduled'
          : 'published';
    await tx.update(blogPosts).set({ status, updatedAt: now }).where(eq(blogPosts.id, id));
    await recordAudit(tx, postEntry(archived ? 'post.archive' : 'post.unarchive', id, before, await postSnapshot(tx, id)));
    return { id, slug: current.slug, status, previousSlug: current.slug };
  });
}

/**
 * From the list, for a post still waiting for its time: "publish now" (published, published_at =
 * now) or "unschedule" (back to draft). Null when the post is missing or not scheduled (nothing
 * changes: it may have gone live or been edited meanwhile).
 */
export async function changeSchedule(id: string, to: 'published' | 'draft', now: Date = new Date()): Promise<SavedPost | null> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const current = await lockPost(tx, id);
    if (!current || current.status !== 'scheduled' || isPubliclyVisible(current.status, current.publishedAt, now)) return null;
    const before = await postSnapshot(tx, id);
    await tx
      .update(blogPosts)
      .set({ status: to, publishedAt: to === 'published' ? now : null, updatedAt: now })
      .where(eq(blogPosts.id, id));
    await recordAudit(tx, postEntry(to === 'published' ? 'post.publish_now' : 'post.unschedule', id, before, await postSnapshot(tx, id)));
    return { id, slug: current.slug, status: to, previousSlug: current.slug };
  });
}
