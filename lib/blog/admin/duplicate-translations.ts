import 'server-only';
import { eq, asc } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db';
import { blogContentBlocks } from '@/lib/db/schema';
import type { PostTranslationSnapshot } from '@/lib/history/contract';
import { readPostTranslations } from '@/lib/history/translation-snapshot';
import { isTranslationLocale } from '@/lib/i18n/content-locales';
import { storedBlocksOf, type PostState } from './post-state';
import { SLUG_MAX, type PostForm } from './schemas';
import { copySlug } from './slug';
import { isSlugTaken, lockPostSlugs } from './slug-rule';

// "Duplicate" copies a post's translations into the copy: each locale's row with its slug made
// unique in that locale ("-copy", then "-copy-2", …, by the one slug rule), and each block
// translation whose English block the copy still has unchanged at the same position (the editor
// may have changed the copy before its first save; a translation must not land on another block).

async function freeSlug(tx: DbOrTx, slug: string, locale: string): Promise<string> {
  if (!isTranslationLocale(locale)) return slug;
  const base = copySlug(slug);
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '' : `-${n}`;
    const candidate = `${base.slice(0, SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!(await isSlugTaken(tx, { slug: candidate, locale, postId: null }))) return candidate;
  }
}

/** The source post's translations as the copy will hold them; {} when it has none or is gone. */
export async function duplicateTranslations(
  tx: DbOrTx,
  sourceId: string,
  copyBlocks: PostState['blocks'],
): Promise<Record<string, PostTranslationSnapshot>> {
  await lockPostSlugs(tx);
  const source = await readPostTranslations(tx, sourceId);
  const rows = await tx
    .select({ id: blogContentBlocks.id, type: blogContentBlocks.blockType, content: blogContentBlocks.content })
    .from(blogContentBlocks)
    .where(eq(blogContentBlocks.blogPostId, sourceId))
    .orderBy(asc(blogContentBlocks.sortOrder), asc(blogContentBlocks.id));
  // Normalised as the copy's blocks were, so an untouched block compares equal.
  const english = rows.map(
    (b) => storedBlocksOf([{ id: String(b.id), type: b.type, content: b.content } as PostForm['blocks'][number]])[0],
  );
  const key = (b: { type: string; content: unknown } | undefined) => (b ? JSON.stringify([b.type, b.content]) : null);
  const same = (i: number) => key(english[i]) !== null && key(english[i]) === key(copyBlocks[i]);
  const out: Record<string, PostTranslationSnapshot> = {};
  for (const [locale, tr] of Object.entries(source)) {
    out[locale] = {
      ...tr,
      slug: tr.slug ? await freeSlug(tx, tr.slug, locale) : tr.slug,
      blocks: tr.blocks.filter((b) => same(b.sortOrder)),
    };
  }
  return out;
}
