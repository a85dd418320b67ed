import { describe, expect, it, vi } from 'vitest';
import { pageMetadata, siteShareImage } from './metadata';
import { shareCardPath } from './share-card-path';

describe('share card in the page metadata', () => {
  it('has a path per kind, language and key, with a version that changes with the content', () => {
    expect(shareCardPath('product', 'zh-CN', 12)).toBe('/api/og/product/zh-CN/12');
    const a = shareCardPath('article', 'id', 'kotak kraft', '2026-11-01T10:00:00Z');
    expect(a).toMatch(/^\/api\/og\/article\/id\/kotak%20kraft\?v=[0-9a-z]+$/);
    expect(shareCardPath('article', 'id', 'kotak kraft', '2026-11-02T10:00:00Z')).not.toBe(a);
    expect(shareCardPath('category', 'en', 6, 'not a date')).toBe('/api/og/category/en/6');
  });

  it('is the og:image and twitter:image (large) with its size and alt text', () => {
    const card = shareCardPath('product', 'zh-CN', 12);
    const meta = pageMetadata({ locale: 'zh-CN', path: '/product/12/x', title: '礼盒', description: 'd', card, imageAlt: '磁吸礼盒 – PT' });
    expect(meta.openGraph?.images).toEqual([{ url: card, alt: '磁吸礼盒 – PT', width: 1200, height: 630, type: 'image/png' }]);
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image', images: [{ url: card, alt: '磁吸礼盒 – PT' }] });
  });

  it('a page without a card or photo shares the site card of its kind, a PNG, never the SVG logo', () => {
    const meta = pageMetadata({ locale: 'id', path: '/quote', title: 'Quote', description: 'd', siteCard: 'quote' });
    expect(meta.openGraph?.images).toEqual([{ url: '/api/og/page/id/quote', alt: 'Quote', width: 1200, height: 630, type: 'image/png' }]);
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image', images: [{ url: '/api/og/page/id/quote', alt: 'Quote' }] });
    const home = pageMetadata({ locale: 'en', path: '/', title: 'Home', description: 'd' });
    expect(home.openGraph?.images).toEqual([expect.objectContaining({ url: '/api/og/page/en/home' })]);
  });

  it('with SHARE_CARDS=off a page without a photo shares the PNG logo', () => {
    vi.stubEnv('SHARE_CARDS', 'off');
    try {
      expect(siteShareImage('en', 'PT')).toEqual({ url: '/logo.png', alt: 'PT', width: 320, height: 80, type: 'image/png' });
      const meta = pageMetadata({ locale: 'en', path: '/quote', title: 'Quote', description: 'd', siteCard: 'quote' });
      expect(meta.openGraph?.images).toEqual([expect.objectContaining({ url: '/logo.png', type: 'image/png' })]);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('with SHARE_CARDS=off the page keeps its photo as the share image', () => {
    vi.stubEnv('SHARE_CARDS', 'off');
    try {
      const card = shareCardPath('product', 'en', 12);
      const meta = pageMetadata({
        locale: 'en',
        path: '/product/12/x',
        title: 'Box',
        description: 'd',
        card,
        image: '/storage/itemphotos/main-12.jpg',
      });
      expect(meta.openGraph?.images).toEqual([{ url: '/storage/itemphotos/main-12.jpg', alt: 'Box' }]);
      expect(meta.twitter).toMatchObject({ card: 'summary_large_image', images: [{ url: '/storage/itemphotos/main-12.jpg', alt: 'Box' }] });
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
