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

  it('a translation write refreshes the post in every locale, its locale’s lists and slugs, and the sitemap', async () => {
    const { revalidatePostTranslation } = await import('./tags');
    revalidatePostTranslation('zh-CN', 'paper-bags', 'zhidai', 'jiu-zhidai', null);
    expect(calls.update).toEqual([
      'post:paper-bags',
      'blog-translations',
      'posts@zh-CN',
      'post:paper-bags@zh-CN',
      'post:zhidai@zh-CN',
      'post:jiu-zhidai@zh-CN',
    ]);
  });
});
