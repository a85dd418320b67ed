import { describe, expect, it } from 'vitest';
import { MAX_PHOTO_BYTES } from '@/lib/catalog/photos';
import { externalImageUrls, isExternalImageUrl, withReplacedImages } from './external-urls';
import { MAX_UPLOAD_BYTES } from './limits';

const SITE = 'https://packaging.example';

const form = (featuredImageUrl: string, ...urls: string[]) => ({
  featuredImageUrl,
  blocks: [
    { id: 't', type: 'text', content: { content: 'https://not-an-image.example/x.jpg' } },
    ...urls.map((url, i) => ({ id: `i${i}`, type: 'image', content: { url, alt: 'a' } })),
  ],
});

describe('external image URLs of a post form', () => {
  it('another origin is external; this site, its paths and non-http schemes are not', () => {
    expect(isExternalImageUrl('https://cdn.example.com/a.jpg', SITE)).toBe(true);
    expect(isExternalImageUrl('http://packaging.example/a.jpg', SITE)).toBe(true); // another origin (scheme)
    expect(isExternalImageUrl('https://packaging.example:8443/a.jpg', SITE)).toBe(true);
    expect(isExternalImageUrl('https://packaging.example/storage/itemphotos/a.jpg', SITE)).toBe(false);
    expect(isExternalImageUrl('/storage/itemphotos/blog/blog-1.jpg', SITE)).toBe(false);
    expect(isExternalImageUrl('//cdn.example.com/a.jpg', SITE)).toBe(false); // not absolute: refused by the schema
    expect(isExternalImageUrl('data:image/png;base64,AAAA', SITE)).toBe(false);
    expect(isExternalImageUrl('', SITE)).toBe(false);
  });

  it('lists each external URL once, featured first, then image blocks only', () => {
    const urls = externalImageUrls(
      form('https://a.example/1.jpg', '/storage/x.jpg', 'https://b.example/2.jpg', 'https://a.example/1.jpg'),
      SITE,
    );
    expect(urls).toEqual([
      { url: 'https://a.example/1.jpg', field: 'featuredImageUrl' },
      { url: 'https://b.example/2.jpg', field: 'blocks' },
    ]);
  });

  it('swaps only the image URLs it was given, leaving every other field as it was', () => {
    const before = form('https://a.example/1.jpg', 'https://a.example/1.jpg', 'https://c.example/3.jpg');
    const after = withReplacedImages(before, new Map([['https://a.example/1.jpg', '/storage/itemphotos/blog/blog-x.jpg']]));
    expect(after.featuredImageUrl).toBe('/storage/itemphotos/blog/blog-x.jpg');
    expect(after.blocks.map((b) => b.content)).toEqual([
      before.blocks[0]!.content,
      { url: '/storage/itemphotos/blog/blog-x.jpg', alt: 'a' },
      { url: 'https://c.example/3.jpg', alt: 'a' },
    ]);
    expect(before.featuredImageUrl).toBe('https://a.example/1.jpg'); // not mutated
  });

  it("the editor's size check is the server's", () => {
    expect(MAX_UPLOAD_BYTES).toBe(MAX_PHOTO_BYTES);
  });
});
