import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import {
  contentSummary,
  validateImageUrlLive,
  validatePostForm,
  validateSlugFormat,
  validateTitle,
  VALIDATION_KEYS,
  type PostFormInput,
} from './schemas';

const uuid = '3f1c7a52-6a1e-4c8e-9a7a-0b3c2d1e4f50';
function form(over: Partial<PostFormInput> = {}): PostFormInput {
  return {
    title: 'Hello',
    slug: 'hello',
    author: 'Kemas',
    excerpt: '',
    featuredImageUrl: '',
    featuredImageAlt: '',
    status: 'draft',
    categories: [uuid],
    tags: [],
    metaTitle: '',
    metaDescription: '',
    blocks: [{ id: 'b1', type: 'text', content: { content: 'Some words here' } }],
    ...over,
  };
}
const messages = (en as unknown as { editor: { validation: Record<string, string> } }).editor.validation;

describe('messages', () => {
  it('every validation key has an English text', () => {
    for (const key of VALIDATION_KEYS) expect(messages[key], key).toBeTruthy();
  });
  it('uses the SPEC wording', () => {
    expect(messages.titleRequired).toBe('Title is required');
    expect(messages.titleTooLong).toBe('Title must be less than 200 characters');
    expect(messages.slugRequired).toBe('Slug is required');
    expect(messages.slugFormat).toBe('Slug can only contain lowercase letters, numbers, and hyphens');
    expect(messages.slugTooLong).toBe('Slug must be less than 100 characters');
    expect(messages.slugHyphenEnds).toBe('Slug cannot start or end with a hyphen');
    expect(messages.slugConsecutiveHyphens).toBe('Slug cannot contain consecutive hyphens');
    expect(messages.slugTakenLive).toBe('This slug is already taken. Please choose a different one.');
    expect(messages.slugTaken).toBe('This slug is already taken');
    expect(messages.slugCheckFailedLive).toBe('Unable to validate slug. Please try again.');
    expect(messages.slugCheckFailed).toBe('Unable to check slug availability');
    expect(messages.authorRequired).toBe('Author is required');
    expect(messages.imageUrlInvalid).toBe('Invalid image URL format');
    expect(messages.imageUrlInvalidLive).toBe('Invalid URL format');
    expect(messages.allBlocksEmpty).toBe('Post must have at least one content block with content');
  });
});

describe('title', () => {
  it('is required', () => {
    expect(validateTitle('')).toBe('titleRequired');
    expect(validateTitle('   ')).toBe('titleRequired');
  });
  it('allows 200, refuses 201 characters', () => {
    expect(validateTitle('a'.repeat(200))).toBeNull();
    expect(validateTitle('a'.repeat(201))).toBe('titleTooLong');
  });
});

describe('slug', () => {
  it.each([
    ['', 'slugRequired'],
    ['Hello', 'slugFormat'],
    ['a_b', 'slugFormat'],
    ['a b', 'slugFormat'],
    ['a'.repeat(101), 'slugTooLong'],
    ['-a', 'slugHyphenEnds'],
    ['a-', 'slugHyphenEnds'],
    ['a--b', 'slugConsecutiveHyphens'],
  ])('%j → %s', (slug, key) => expect(validateSlugFormat(slug)).toBe(key));
  it('accepts a good slug of 100 characters', () => {
    expect(validateSlugFormat('top-10-boxes')).toBeNull();
    expect(validateSlugFormat('a'.repeat(100))).toBeNull();
  });
});

describe('post form', () => {
  it('accepts a valid form', () => expect(validatePostForm(form()).ok).toBe(true));
  it('requires an author', () => {
    const r = validatePostForm(form({ author: ' ' }));
    expect(r.ok ? null : r.fieldErrors.author).toBe('authorRequired');
  });
  it('checks the featured image URL (absolute http(s) only)', () => {
    for (const bad of ['not a url', 'relative.jpg', '//evil.example/a.jpg', 'javascript:alert(1)', 'ftp://example.com/a.jpg']) {
      const r = validatePostForm(form({ featuredImageUrl: bad }));
      expect(r.ok ? null : r.fieldErrors.featuredImageUrl).toBe('imageUrlInvalid');
      expect(validateImageUrlLive(bad)).toBe('imageUrlInvalidLive');
    }
    expect(validatePostForm(form({ featuredImageUrl: 'https://example.com/a.jpg' })).ok).toBe(true);
    expect(validatePostForm(form({ featuredImageUrl: '/storage/itemphotos/main-1.jpg' })).ok).toBe(true);
    expect(validateImageUrlLive('')).toBeNull();
  });
  it('limits excerpt 300, meta title 60, meta description 160', () => {
    const r = validatePostForm(form({ excerpt: 'x'.repeat(301), metaTitle: 'x'.repeat(61), metaDescription: 'x'.repeat(161) }));
    expect(r.ok ? null : r.fieldErrors).toEqual({
      excerpt: 'excerptTooLong',
      metaTitle: 'metaTitleTooLong',
      metaDescription: 'metaDescriptionTooLong',
    });
    expect(validatePostForm(form({ excerpt: 'x'.repeat(300), metaTitle: 'x'.repeat(60), metaDescription: 'x'.repeat(160) })).ok).toBe(true);
  });
  it('no blocks is allowed (only a warning)', () => expect(validatePostForm(form({ blocks: [] })).ok).toBe(true));
  it('refuses a post whose every block is empty', () => {
    const r = validatePostForm(
      form({
        blocks: [
          { id: 'a', type: 'text', content: { content: ' ' } },
          { id: 'b', type: 'image', content: { url: '' } },
        ],
      }),
    );
    expect(r.ok ? null : r.fieldErrors.blocks).toBe('allBlocksEmpty');
  });
  it('a divider or a list is never empty', () => {
    expect(validatePostForm(form({ blocks: [{ id: 'a', type: 'divider', content: {} }] })).ok).toBe(true);
    expect(validatePostForm(form({ blocks: [{ id: 'a', type: 'list', content: { items: [''] } }] })).ok).toBe(true);
  });
  it('refuses unknown block types and a bad status', () => {
    expect(validatePostForm(form({ blocks: [{ id: 'a', type: 'video' as 'text', content: {} }] })).ok).toBe(false);
    expect(validatePostForm(form({ status: 'archived' as 'draft' })).ok).toBe(false);
  });
});

describe('contentSummary (empty-block rules)', () => {
  it('counts empty blocks: text/heading/quote need content, image a url, cta a title', () => {
    const s = contentSummary([
      { type: 'text', content: { content: '' } },
      { type: 'heading', content: { content: ' ' } },
      { type: 'quote', content: { content: '' } },
      { type: 'image', content: { url: '' } },
      { type: 'cta', content: { title: '' } },
      { type: 'list', content: { items: [] } },
      { type: 'divider', content: {} },
      { type: 'text', content: { content: 'hi' } },
    ]);
    expect(s).toEqual({ blockCount: 8, emptyBlocks: 5, noContent: false, allEmpty: false });
  });
  it('flags no content', () => expect(contentSummary([]).noContent).toBe(true));
});

describe('word count (SPEC: space-separated words of text and heading blocks)', () => {
  it('counts text and heading only', async () => {
    const { readingTime } = await import('../blocks');
    expect(
      readingTime([
        { type: 'text', content: { content: '  one two\tthree ' } },
        { type: 'heading', content: { content: 'four five' } },
        { type: 'quote', content: { content: 'not counted here' } },
        { type: 'cta', content: { title: 'nor this' } },
        { type: 'text', content: { content: '' } },
      ]).wordCount,
    ).toBe(5);
  });
});

describe('scheduleProblem', () => {
  const now = Date.parse('2026-11-23T12:00:00.000Z');
  it('needs a valid time in the future for a schedule, and nothing otherwise', async () => {
    const { scheduleProblem } = await import('./schemas');
    expect(scheduleProblem('scheduled', '2026-11-23T12:00:01.000Z', now)).toBeNull();
    expect(scheduleProblem('scheduled', '2026-11-23T12:00:00.000Z', now)).toBe('scheduleInPast');
    expect(scheduleProblem('scheduled', '', now)).toBe('scheduleRequired');
    expect(scheduleProblem('scheduled', 'soon', now)).toBe('scheduleRequired');
    expect(scheduleProblem('published', '', now)).toBeNull();
    expect(scheduleProblem('draft', 'soon', now)).toBeNull();
  });
});
