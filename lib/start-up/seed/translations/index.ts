import { BLOG_ID } from './blog-id';
import { BLOG_ZH } from './blog-zh';
import { CATALOG_ID } from './catalog-id';
import { CATALOG_ZH } from './catalog-zh';
import type { BlogTranslations, CatalogTranslations, ContentLocale } from './types';

// Seed translations per locale, inserted by lib/start-up/seed.ts through rows.ts.
export const SEED_CATALOG_TRANSLATIONS: Readonly<Record<ContentLocale, CatalogTranslations>> = { id: CATALOG_ID, 'zh-CN': CATALOG_ZH };
export const SEED_BLOG_TRANSLATIONS: Readonly<Record<ContentLocale, BlogTranslations>> = { id: BLOG_ID, 'zh-CN': BLOG_ZH };
export const CONTENT_LOCALES: readonly ContentLocale[] = ['id', 'zh-CN'];

export { localiseBlocks, seedPostHasFeaturedImage, seedPostPhotoItemName } from './blocks';
export type * from './types';
