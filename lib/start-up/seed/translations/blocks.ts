import type { SeedBlock } from '../blog-blocks';
import { SEED_ITEMS } from '../catalog-data';
import type { BlockText } from './types';

/**
 * A translated post's blocks: the English blocks with their text fields replaced by the locale's
 * words. Non-text fields (image URL, alignment, level, width, styles, colours, button URL, quote
 * author) are the English block's, so a translation can never point elsewhere. Throws when the
 * translation's blocks do not match the English ones one for one (count, type, order): a partial
 * block list is not a thing; a locale has the whole article or falls back to English as a whole.
 */
export function localiseBlocks(english: readonly SeedBlock[], texts: readonly BlockText[]): SeedBlock[] {
  if (english.length !== texts.length) throw new Error(`expected ${english.length} blocks, got ${texts.length}`);
  return english.map((block, i) => {
    const text = texts[i]!;
    if (text.blockType !== block.blockType) throw new Error(`block ${i}: expected ${block.blockType}, got ${text.blockType}`);
    const { blockType: _type, ...words } = text;
    return { blockType: block.blockType, content: { ...block.content, ...words } };
  });
}

// The seed's rules for a post's pictures, used by lib/start-up/seed.ts (seedDemoContent) and by the
// translations' tests: post i shows the photos of item (i * 7) mod n, with the item's name as alt
// text, and every third post (i % 3 === 2) has no featured image.

/** English name of the item pictured in post number `index` (its image block and featured image). */
export function seedPostPhotoItemName(index: number): string {
  return SEED_ITEMS[(index * 7) % SEED_ITEMS.length]!.name;
}

export function seedPostHasFeaturedImage(index: number): boolean {
  return index % 3 !== 2;
}
