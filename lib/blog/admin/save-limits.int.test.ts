// @engine-independent: size limits refused before any write
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTranslator } from 'use-intl/core';
import en from '@/messages/en.json';
import id from '@/messages/id.json';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { blogPosts } from '@/lib/db/schema';
import { upsertAccount } from '@/lib/auth/local-accounts';
import { sessionTokenFor } from '@/tests/session';
import { resetConfigForTests } from '@/lib/config';
import { MAX_BLOCKS, MAX_LIST_ITEMS } from '@/lib/blog/blocks/limits';
import { jar } from '@/tests/next-stubs/state';

// The content size limits, at the server action: an oversized post is refused with the
// translated message of the visitor's language and nothing is written.

vi.mock('next-intl/server', () => ({
  getLocale: async () => 'en',
  getTranslations: async (arg: string | { locale?: string; namespace: string }) => {
    const locale = typeof arg === 'object' && arg.locale === 'id' ? 'id' : 'en';
    return createTranslator({
      locale,
      messages: locale === 'id' ? id : en,
      namespace: (typeof arg === 'string' ? arg : arg.namespace) as 'editor',
    });
  },
}));

vi.mock('next/headers', () => import('@/tests/next-stubs/headers'));
vi.mock('next/cache', () => import('@/tests/next-stubs/cache'));

const { savePostAction } = await import('./actions');

let t: TestDatabase;

beforeAll(async () => {
  vi.stubEnv('BLOG_ADMIN_EMAILS', 'limits@example.com');
  resetConfigForTests();
  t = await createTestDatabase();
  const { account } = await upsertAccount(t.handle.db, 'limits@example.com', 'limits-password-1');
  jar.token = await sessionTokenFor(t.handle.db, account);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  resetConfigForTests();
  await t?.cleanup();
});

const block = (i: number, type: string, content: Record<string, unknown>) => ({ id: `b${i}`, type, content });
const form = (blocks: unknown[], slug: string) => ({
  title: 'Limits',
  slug,
  author: 'Editor',
  excerpt: '',
  featuredImageUrl: '',
  featuredImageAlt: '',
  status: 'draft',
  categories: [],
  tags: [],
  metaTitle: '',
  metaDescription: '',
  blocks,
});

describe('savePostAction content limits', () => {
  it('refuses each oversized case with a translated message and writes nothing', async () => {
    const cases: [unknown[], string, string][] = [
      [[block(0, 'text', { content: 'x'.repeat(10_001) })], 'en', en.editor.validation.blockFieldTooLong],
      [[block(0, 'heading', { content: 'h'.repeat(301), level: 2 })], 'id', id.editor.validation.blockFieldTooLong],
      [
        [block(0, 'list', { items: Array.from({ length: MAX_LIST_ITEMS + 1 }, (_, i) => `item ${i}`) })],
        'en',
        en.editor.validation.tooManyListItems,
      ],
      [Array.from({ length: MAX_BLOCKS + 1 }, (_, i) => block(i, 'text', { content: 'a' })), 'en', en.editor.validation.tooManyBlocks],
      [Array.from({ length: 11 }, (_, i) => block(i, 'text', { content: 'c'.repeat(9_500) })), 'en', en.editor.validation.contentTooLong],
    ];
    for (const [blocks, locale, message] of cases) {
      const result = await savePostAction(locale, { form: form(blocks, `limits-${locale}`) });
      expect(result.ok).toBe(false);
      expect(result.ok ? null : result.fieldErrors?.blocks).toBe(message);
    }
    expect(await t.handle.db.select().from(blogPosts)).toHaveLength(0);
  });

  it('saves a post at the limits', async () => {
    const blocks = [
      block(0, 'text', { content: 'x'.repeat(10_000) }),
      block(1, 'list', { items: Array.from({ length: MAX_LIST_ITEMS }, (_, i) => `item ${i}`), listType: 'bullet' }),
    ];
    const result = await savePostAction('en', { form: form(blocks, 'at-the-limits') });
    expect(result.ok).toBe(true);
  });
});
