import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ update: [] as string[], revalidate: [] as [string, unknown][] }));
vi.mock('next/cache', () => ({
  updateTag: (tag: string) => calls.update.push(tag),
  revalidateTag: (tag: string, profile: unknown) => calls.revalidate.push([tag, profile]),
}));

const { BLOG_TAGS, expireBlogPosts, revalidateBlogPosts } = await import('./tags');

describe('blog cache tags', () => {
  beforeEach(() => {
    calls.update.length = 0;
    calls.revalidate.length = 0;
  });

  it('names the tags once', () => {
    expect(BLOG_TAGS.posts).toBe('posts');
    expect(BLOG_TAGS.post('hello')).toBe('post:hello');
  });

  it('server actions expire the list and every given slug (old and new), once each', () => {
    revalidateBlogPosts('old-slug', 'new-slug', 'new-slug', null, undefined);
    expect(calls.update).toEqual(['posts', 'post:old-slug', 'post:new-slug']);
  });

  it('route handlers expire immediately with revalidateTag', () => {
    expireBlogPosts('a');
    expect(calls.revalidate).toEqual([
      ['posts', { expire: 0 }],
      ['post:a', { expire: 0 }],
    ]);
  });
});
