import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { keepBaseline, recordAudit, recordRevision } from '@/lib/history/record';
import { getDb } from '@/lib/db';
import { blogContentBlocks, blogContentBlockTranslations, blogPosts, blogPostTranslations } from '@/lib/db/schema';
import type { TranslationLocale } from '@/lib/i18n/content-locales';
import { storedBlockContent } from '../blocks/stored-text';
import { BLOCK_TEXT_FIELDS, pickBlockText } from '../blocks/translation';
import { blockSource } from './translation-completeness';
import { firstTakenSlug } from './slug-rule';
import { getPostTranslations, type StoredPostTranslation } from './translation-queries';
import { isBlankTranslation, TRANSLATION_TEXT_FIELDS, type PostTranslationForm } from './translation-schema';

export type TranslationSaveOutcome =
  | { status: 'notFound' }
  | { status: 'englishChanged' }
  | { status: 'slugTaken' }
  | { status: 'saved' | 'removed'; englishSlug: string; previousSlug: string | null; slug: string | null };

const SLUG_INDEX = 'blog_post_translations_locale_slug_idx';

/** Raised inside the transaction so it rolls back; turned into an outcome outside. */
class Refused extends Error {
  constructor(readonly status: 'notFound' | 'englishChanged' | 'slugTaken') {
    super(status);
  }
}

function isSlugConflict(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint, constraint_name: constraintName, message } = e as Record<string, unknown>;
    if (code === '23505') return [constraint, constraintName, message].some((v) => typeof v === 'string' && v.includes(SLUG_INDEX));
  }
  return false;
}

const trimText = (value: unknown): unknown =>
  typeof value === 'string' ? value.trim() : Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? v.trim() : v)) : value;
// Only the words count: a format flag alone is no translation.
const hasWords = (content: Record<string, unknown>, fields: readonly string[]) =>
  fields.some((f) => {
    const v = content[f];
    return Array.isArray(v) ? v.some((x) => String(x).trim() !== '') : typeof v === 'string' && v !== '';
  });
const orNull = (value: string) => (value === '' ? null : value);

/** A block translation's words as one line (the activity log shows values as text). */
function blockText(content: Record<string, unknown> | undefined): string | null {
  const words = Object.values(content ?? {})
    .flatMap((v) => (Array.isArray(v) ? v : [v]))
    .filter((v): v is string => typeof v === 'string' && v.trim() !== '');
  return words.length ? words.join(' · ') : null;
}

/** { field: [before, after] } for the fields and blocks (by English position) that changed. */
function changesOf(before: StoredPostTranslation | undefined, after: StoredPostTranslation | undefined) {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const field of TRANSLATION_TEXT_FIELDS) {
    const [a, b] = [before?.[field] || null, after?.[field] || null];
    if (a !== b) changes[field] = [a, b];
  }
  const positions = new Set([...Object.keys(before?.blocks ?? {}), ...Object.keys(after?.blocks ?? {})].map(Number));
  for (const position of [...positions].sort((x, y) => x - y)) {
    const [a, b] = [blockText(before?.blocks[position]?.content), blockText(after?.blocks[position]?.content)];
    if (a !== b) changes[`blocks.${position}`] = [a, b];
  }
  return changes;
}

/**
 * Saves one locale's words of one post in one transaction: the (post, locale) row is upserted and
 * that locale's block rows replaced (sort_order and block_type of the English block at each
 * position, only its text fields); all blank removes the locale. Never touches the English rows or
 * another locale. `form.blocks` must match the stored English blocks one for one (else
 * 'englishChanged': the English post was edited since the form was loaded). The slug must be free
 * in the locale (slug-rule.ts).
 */
export async function savePostTranslation(
  postId: string,
  locale: TranslationLocale,
  form: PostTranslationForm,
): Promise<TranslationSaveOutcome> {
  const db = await getDb();
  try {
    return await db.transaction(async (tx) => {
      const [post] = await tx
        .select({
          slug: blogPosts.slug,
          title: blogPosts.title,
          excerpt: blogPosts.excerpt,
          metaTitle: blogPosts.metaTitle,
          metaDescription: blogPosts.metaDescription,
          featuredImageAlt: blogPosts.featuredImageAlt,
        })
        .from(blogPosts)
        .where(eq(blogPosts.id, postId))
        .for('update');
      if (!post) throw new Refused('notFound');
      const english = await tx
        .select({ sortOrder: blogContentBlocks.sortOrder, type: blogContentBlocks.blockType, content: blogContentBlocks.content })
        .from(blogContentBlocks)
        .where(eq(blogContentBlocks.blogPostId, postId))
        .orderBy(asc(blogContentBlocks.sortOrder), asc(blogContentBlocks.id));
      if (english.length !== form.blocks.length || english.some((b, i) => b.type !== form.blocks[i]!.type))
        throw new Refused('englishChanged');
      const before = (await getPostTranslations(postId, tx))[locale];
      const blank = isBlankTranslation(form);

      if (!blank) {
        const taken = await firstTakenSlug(tx, [{ slug: form.slug, locale, postId }]);
        if (taken) throw new Refused('slugTaken');
      }

      // The post's revisions keep its translations: this save is a version too (undone by a restore).
      await keepBaseline(tx, { type: 'post', id: postId });
      const mine = and(eq(blogContentBlockTranslations.blogPostId, postId), eq(blogContentBlockTranslations.locale, locale));
      await tx.delete(blogContentBlockTranslations).where(mine);
      let after: StoredPostTranslation | undefined;
      if (blank) {
        await tx
          .delete(blogPostTranslations)
          .where(and(eq(blogPostTranslations.blogPostId, postId), eq(blogPostTranslations.locale, locale)));
      } else {
        const fields = {
          title: form.title,
          slug: form.slug,
          excerpt: orNull(form.excerpt),
          metaTitle: orNull(form.metaTitle),
          metaDescription: orNull(form.metaDescription),
          featuredImageAlt: orNull(form.featuredImageAlt),
          // The English words this save translates: a later English edit makes them outdated.
          source: Object.fromEntries(TRANSLATION_TEXT_FIELDS.map((f) => [f, post[f] ?? null])),
        };
        await tx
          .insert(blogPostTranslations)
          .values({ blogPostId: postId, locale, ...fields })
          .onConflictDoUpdate({
            target: [blogPostTranslations.blogPostId, blogPostTranslations.locale],
            set: { ...fields, updatedAt: new Date() },
          });
        const blocks = form.blocks.flatMap((block, i) => {
          const picked = Object.fromEntries(Object.entries(pickBlockText(block.type, block.content)).map(([k, v]) => [k, trimText(v)]));
          const content = storedBlockContent(block.type, picked);
          return hasWords(content, BLOCK_TEXT_FIELDS[block.type])
            ? [
                {
                  blogPostId: postId,
                  locale,
                  sortOrder: english[i]!.sortOrder,
                  blockType: english[i]!.type,
                  content,
                  source: blockSource(english[i]!.type, english[i]!.content),
                },
              ]
            : [];
        });
        if (blocks.length) await tx.insert(blogContentBlockTranslations).values(blocks);
        after = (await getPostTranslations(postId, tx))[locale];
      }

      const changes = changesOf(before, after);
      if (Object.keys(changes).length > 0) {
        await recordRevision(tx, { type: 'post', id: postId }, 'update');
        await recordAudit(tx, {
          action: 'post.translate',
          target: { type: 'post', id: postId, label: post.title },
          changes,
          detail: { locale },
        });
      }
      return {
        status: blank ? 'removed' : 'saved',
        englishSlug: post.slug,
        previousSlug: before?.slug || null,
        slug: after?.slug || null,
      } as const;
    });
  } catch (error) {
    if (error instanceof Refused) return { status: error.status };
    if (isSlugConflict(error)) return { status: 'slugTaken' };
    throw error;
  }
}
