import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db';
import { blogContentBlockTranslations, blogPostTranslations, itemSpecificationTranslations, itemTranslations } from '@/lib/db/schema';
import type { ItemTranslationSnapshot, PostTranslationSnapshot } from './contract';

// The translations a revision keeps beside the English state: every locale's rows as they are, in
// a fixed order (locale, then position) so an unchanged translation never shows in the diff.

export async function readPostTranslations(tx: DbOrTx, postId: string): Promise<Record<string, PostTranslationSnapshot>> {
  const [rows, blocks] = await Promise.all([
    tx.select().from(blogPostTranslations).where(eq(blogPostTranslations.blogPostId, postId)).orderBy(asc(blogPostTranslations.locale)),
    tx
      .select()
      .from(blogContentBlockTranslations)
      .where(eq(blogContentBlockTranslations.blogPostId, postId))
      .orderBy(asc(blogContentBlockTranslations.locale), asc(blogContentBlockTranslations.sortOrder)),
  ]);
  const out: Record<string, PostTranslationSnapshot> = {};
  const empty = (): PostTranslationSnapshot => ({
    title: null,
    slug: null,
    excerpt: null,
    metaTitle: null,
    metaDescription: null,
    featuredImageAlt: null,
    source: null,
    blocks: [],
  });
  for (const r of rows) {
    out[r.locale] = {
      ...empty(),
      title: r.title,
      slug: r.slug,
      excerpt: r.excerpt,
      metaTitle: r.metaTitle,
      metaDescription: r.metaDescription,
      featuredImageAlt: r.featuredImageAlt,
      source: r.source ?? null,
    };
  }
  for (const b of blocks) {
    (out[b.locale] ??= empty()).blocks.push({
      sortOrder: b.sortOrder,
      blockType: b.blockType,
      content: b.content,
      source: b.source ?? null,
    });
  }
  return out;
}

export async function readItemTranslations(tx: DbOrTx, itemId: number): Promise<Record<string, ItemTranslationSnapshot>> {
  const [rows, specs] = await Promise.all([
    tx.select().from(itemTranslations).where(eq(itemTranslations.itemId, itemId)).orderBy(asc(itemTranslations.locale)),
    tx
      .select()
      .from(itemSpecificationTranslations)
      .where(eq(itemSpecificationTranslations.itemId, itemId))
      .orderBy(asc(itemSpecificationTranslations.locale), asc(itemSpecificationTranslations.position)),
  ]);
  const out: Record<string, ItemTranslationSnapshot> = {};
  const empty = (): ItemTranslationSnapshot => ({ itemName: null, itemDescription: null, source: null, specs: [] });
  for (const r of rows) out[r.locale] = { ...empty(), itemName: r.itemName, itemDescription: r.itemDescription, source: r.source ?? null };
  for (const s of specs) {
    (out[s.locale] ??= empty()).specs.push({
      position: s.position,
      specName: s.specName,
      specValue: s.specValue,
      source: s.source ?? null,
    });
  }
  return out;
}
