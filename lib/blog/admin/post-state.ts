import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db';
import {
  blogContentBlocks,
  blogContentBlockTranslations,
  blogPostCategories,
  blogPosts,
  blogPostTags,
  blogPostTranslations,
} from '@/lib/db/schema';
import type { PostTranslationSnapshot } from '@/lib/history/contract';
import { isTranslationLocale } from '@/lib/i18n/content-locales';
import { isEmptyBlock, parseBlock } from '../blocks';
import { storedBlockContent } from '../blocks/stored-text';
import type { PostForm } from './schemas';

// The one writer of a post with its blocks, categories and tags (writePostState): the editor's
// create and update (mutations.ts) and a restore (restore-post.ts) both go through it, so a post's
// rows are written one way. Status-only changes (archive, publish now) stay in mutations.ts.

type PostColumns = Omit<typeof blogPosts.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** What a save leaves: the row's columns it sets, and the complete new lists of blocks and links. */
export type PostState = {
  columns: PostColumns;
  /**
   * Already stored form (stored-text.ts), in order; sort_order = position. `sourceId`: the editor's
   * id of the block (a stored block's row id, or a new block's client id).
   */
  blocks: { type: string; content: Record<string, unknown>; sourceId?: string }[];
  /**
   * The editor's save: block translations follow their English block by `sourceId` (moved with a
   * reordered block, dropped with a deleted one). Absent (a restore): they stay by position.
   */
  blocksById?: boolean;
  categoryIds: string[];
  tagIds: string[];
  /**
   * Every locale's words, replacing the stored ones (a restore of a version that kept them);
   * absent: the translations stay as they are (the editor's save, an older version).
   */
  translations?: Record<string, PostTranslationSnapshot>;
};

/** Empty blocks are dropped; the rest are normalised by the block registry. */
export function storedBlocksOf(blocks: PostForm['blocks']): PostState['blocks'] {
  const rows: PostState['blocks'] = [];
  for (const block of blocks) {
    if (isEmptyBlock(block)) continue;
    const parsed = parseBlock(block);
    if (!parsed.ok) continue;
    rows.push({
      type: parsed.block.type,
      content: storedBlockContent(parsed.block.type, parsed.block.content as Record<string, unknown>),
      sourceId: block.id,
    });
  }
  return rows;
}

/**
 * Inside the caller's transaction: with no `id` a new post is inserted (the database gives its id),
 * otherwise the post's row is updated and its blocks and links replaced. Returns the post's id.
 */
export async function writePostState(tx: DbOrTx, id: string | null, state: PostState, now: Date): Promise<string> {
  let postId: string;
  if (id === null) {
    const [row] = await tx
      .insert(blogPosts)
      .values({ ...state.columns, createdAt: now, updatedAt: now })
      .returning({ id: blogPosts.id });
    if (!row) throw new Error('insert returned no row');
    postId = row.id;
  } else {
    postId = id;
    if (state.blocksById && !state.translations) await moveBlockTranslations(tx, postId, state.blocks);
    await tx
      .update(blogPosts)
      .set({ ...state.columns, updatedAt: now })
      .where(eq(blogPosts.id, postId));
    await tx.delete(blogContentBlocks).where(eq(blogContentBlocks.blogPostId, postId));
    await tx.delete(blogPostCategories).where(eq(blogPostCategories.blogPostId, postId));
    await tx.delete(blogPostTags).where(eq(blogPostTags.blogPostId, postId));
  }
  if (state.blocks.length) {
    await tx
      .insert(blogContentBlocks)
      .values(state.blocks.map((b, i) => ({ blogPostId: postId, blockType: b.type, content: b.content, sortOrder: i })));
  }
  const categories = [...new Set(state.categoryIds)];
  if (categories.length) await tx.insert(blogPostCategories).values(categories.map((categoryId) => ({ blogPostId: postId, categoryId })));
  const tags = [...new Set(state.tagIds)];
  if (tags.length) await tx.insert(blogPostTags).values(tags.map((tagId) => ({ blogPostId: postId, tagId })));
  if (state.translations) await replaceTranslations(tx, postId, state.translations, now);
  return postId;
}

/**
 * Block translations are keyed by the English block's position: before the blocks are rewritten,
 * each one moves to its block's new position (same block id, same type) or is dropped, so a
 * reorder or a delete never leaves a translation on a neighbour.
 */
async function moveBlockTranslations(tx: DbOrTx, postId: string, blocks: PostState['blocks']) {
  const old = await tx
    .select({ id: blogContentBlocks.id, type: blogContentBlocks.blockType, sortOrder: blogContentBlocks.sortOrder })
    .from(blogContentBlocks)
    .where(eq(blogContentBlocks.blogPostId, postId))
    .orderBy(asc(blogContentBlocks.sortOrder), asc(blogContentBlocks.id));
  // English sort_order → the block's new position, or null when it is gone (or changed type).
  const target = new Map(
    old.map((o) => {
      const i = blocks.findIndex((b) => b.sourceId === o.id);
      return [o.sortOrder, i >= 0 && blocks[i]!.type === o.type ? i : null] as const;
    }),
  );
  if (old.length === blocks.length && old.every((o, i) => target.get(o.sortOrder) === i && o.sortOrder === i)) return;
  const rows = await tx.select().from(blogContentBlockTranslations).where(eq(blogContentBlockTranslations.blogPostId, postId));
  await tx.delete(blogContentBlockTranslations).where(eq(blogContentBlockTranslations.blogPostId, postId));
  const moved = rows.flatMap((r) => {
    const to = target.get(r.sortOrder);
    return to === null || to === undefined ? [] : [{ ...r, sortOrder: to }];
  });
  if (moved.length) await tx.insert(blogContentBlockTranslations).values(moved);
}

async function replaceTranslations(tx: DbOrTx, postId: string, translations: Record<string, PostTranslationSnapshot>, now: Date) {
  await tx.delete(blogContentBlockTranslations).where(eq(blogContentBlockTranslations.blogPostId, postId));
  await tx.delete(blogPostTranslations).where(eq(blogPostTranslations.blogPostId, postId));
  for (const [locale, tr] of Object.entries(translations)) {
    if (!isTranslationLocale(locale)) continue;
    const { blocks, ...fields } = tr;
    await tx.insert(blogPostTranslations).values({ blogPostId: postId, locale, ...fields, updatedAt: now });
    if (blocks.length) await tx.insert(blogContentBlockTranslations).values(blocks.map((b) => ({ blogPostId: postId, locale, ...b })));
  }
}
