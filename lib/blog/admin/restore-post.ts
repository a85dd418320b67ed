import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import { postEntry, postSnapshot, postView } from '@/lib/history/post-entry';
import { recordAudit } from '@/lib/history/record';
import { getDb } from '@/lib/db';
import { blogCategories, blogPosts, blogTags } from '@/lib/db/schema';
import type { PostSnapshot } from '@/lib/history/contract';
import { findRevision } from '@/lib/history/revision-queries';
import { recordRevision } from '@/lib/history/record';
import { writePostState } from './post-state';
import { firstTakenSlug } from './slug-rule';
import { isTranslationLocale } from '@/lib/i18n/content-locales';

// Restore of a post: the chosen version's content (every editor field, blocks, categories, tags)
// becomes the current state in one transaction, recorded as a new 'restore' revision. The
// publication state (status, published_at) stays as it is now: undoing an edit must not take a
// live article offline or publish a draft; the editor's own buttons do that. The version's
// translations come back with it (all locales, in the same transaction) when it kept them.

export type RestorePostOutcome =
  | { ok: true; slug: string; previousSlug: string; droppedCategories: number; droppedTags: number }
  | { ok: false; reason: 'notFound' | 'slugTaken' };

export async function restorePostRevision(postId: string, revisionId: number, now: Date = new Date()): Promise<RestorePostOutcome> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ slug: blogPosts.slug }).from(blogPosts).where(eq(blogPosts.id, postId)).for('update');
    const revision = current ? await findRevision(tx, { type: 'post', id: postId }, revisionId) : null;
    if (!current || !revision) return { ok: false, reason: 'notFound' } as const;
    const s = revision.snapshot as PostSnapshot;

    // The old slug may belong to another post by now: refuse (changing nothing) rather than rename.
    // Its translated slugs too, when the version kept its translations.
    const translatedSlugs = Object.entries(s.translations ?? {}).flatMap(([locale, tr]) =>
      isTranslationLocale(locale) && tr.slug ? [{ slug: tr.slug, locale, postId }] : [],
    );
    const clash = await firstTakenSlug(tx, [{ slug: s.slug, locale: 'en', postId }, ...translatedSlugs]);
    if (clash) return { ok: false, reason: 'slugTaken' } as const;
    const logBefore = await postSnapshot(tx, postId);

    // Categories and tags deleted since are left out (the admin is told how many).
    const categoryIds = s.categoryIds.length
      ? (await tx.select({ id: blogCategories.id }).from(blogCategories).where(inArray(blogCategories.id, s.categoryIds))).map((c) => c.id)
      : [];
    const tagIds = s.tagIds.length
      ? (await tx.select({ id: blogTags.id }).from(blogTags).where(inArray(blogTags.id, s.tagIds))).map((t) => t.id)
      : [];

    await writePostState(
      tx,
      postId,
      {
        columns: {
          title: s.title,
          slug: s.slug,
          author: s.author,
          excerpt: s.excerpt,
          featuredImageUrl: s.featuredImageUrl,
          featuredImageAlt: s.featuredImageAlt,
          metaTitle: s.metaTitle,
          metaDescription: s.metaDescription,
          isFeatured: s.isFeatured,
        },
        blocks: s.blocks,
        categoryIds,
        tagIds,
        // A version from before translations were kept has none: the current ones stay.
        translations: s.translations,
      },
      now,
    );

    const after = await recordRevision(tx, { type: 'post', id: postId }, 'restore', { restoredFrom: revisionId });
    const entry = postEntry('post.restore', postId, logBefore, await postView(tx, after));
    await recordAudit(tx, { ...entry, detail: { revision: revisionId } });
    return {
      ok: true,
      slug: s.slug,
      previousSlug: current.slug,
      droppedCategories: s.categoryIds.length - categoryIds.length,
      droppedTags: s.tagIds.length - tagIds.length,
    } as const;
  });
}
