import { describe, expect, it } from 'vitest';
import { isBlockTranslated, localiseBlock, pickBlockText } from './translation';

describe('block translations', () => {
  const image = { url: '/a.jpg', alt: 'Box', caption: 'A box', alignment: 'center', width: 'full' };

  it('lays only the text fields over the English block', () => {
    const out = localiseBlock('image', image, { blockType: 'image', content: { alt: '盒子', caption: '一个盒子', url: '/evil.jpg' } });
    expect(out).toEqual({ translated: true, content: { ...image, alt: '盒子', caption: '一个盒子' } });
  });

  it('falls back to the whole English block when a filled field, the type or a list item is missing', () => {
    expect(localiseBlock('image', image, { blockType: 'image', content: { alt: '盒子', caption: ' ' } })).toEqual({
      content: image,
      translated: false,
    });
    expect(localiseBlock('image', image, { blockType: 'text', content: { alt: 'x', caption: 'y' } }).translated).toBe(false);
    expect(localiseBlock('image', image, null).translated).toBe(false);
    const list = { items: ['a', 'b'], listType: 'bullet' };
    expect(isBlockTranslated('list', list, { blockType: 'list', content: { items: ['甲'] } })).toBe(false);
    expect(isBlockTranslated('list', list, { blockType: 'list', content: { items: ['甲', '乙'] } })).toBe(true);
  });

  it('counts a block without words as translated', () => {
    expect(localiseBlock('divider', { style: 'solid' }, null)).toEqual({ content: { style: 'solid' }, translated: true });
    expect(isBlockTranslated('image', { url: '/a.jpg', alt: '', caption: '' }, null)).toBe(true);
  });

  it('keeps only text fields when storing', () => {
    expect(pickBlockText('cta', { title: 'T', buttonUrl: 'https://x', buttonText: 'Go' })).toEqual({ title: 'T', buttonText: 'Go' });
  });
});
