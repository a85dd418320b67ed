import { describe, expect, it } from 'vitest';
import { isBlockTranslated, localiseBlock, pickBlockText } from './translation';

describe('block translations', () => {
  const image = { url: '/a.jpg', alt: 'Box', caption: 'A box', alignment: 'center', width: 'full' };

  it('lays only the text fields over the English block', () => {
    const out = localiseBlock('image', image, { blockType: 'image', content: { alt: '盒子', caption: '一个盒子', url: '/evil.jpg' } });
    expect(out).toEqual({ translated: true, content: { ...image, alt: '盒子', caption: '一个盒子' }, fallback: [], covered: 2 });
  });

  it('falls back per field: a blank translated field shows the English one and is named', () => {
    expect(localiseBlock('image', image, { blockType: 'image', content: { alt: '盒子', caption: ' ' } })).toEqual({
      content: { ...image, alt: '盒子' },
      translated: false,
      fallback: ['caption'],
      covered: 1,
    });
    const cta = { title: 'Order', description: 'Any size', buttonText: 'Contact us', buttonUrl: 'https://wa.me/62', style: 'primary' };
    const half = localiseBlock('cta', cta, { blockType: 'cta', content: { title: 'Pesan', buttonText: '' } });
    expect(half.content).toEqual({ ...cta, title: 'Pesan' });
    expect(half.fallback).toEqual(['description', 'buttonText']);
  });

  it('falls back to the whole English block when the type or a list item is missing', () => {
    expect(localiseBlock('image', image, { blockType: 'text', content: { alt: 'x', caption: 'y' } }).translated).toBe(false);
    expect(localiseBlock('image', image, null).translated).toBe(false);
    const list = { items: ['a', 'b'], listType: 'bullet' };
    expect(isBlockTranslated('list', list, { blockType: 'list', content: { items: ['甲'] } })).toBe(false);
    expect(isBlockTranslated('list', list, { blockType: 'list', content: { items: ['甲', '乙'] } })).toBe(true);
  });

  it('counts a block without words as translated', () => {
    expect(localiseBlock('divider', { style: 'solid' }, null)).toEqual({
      content: { style: 'solid' },
      translated: true,
      fallback: [],
      covered: 0,
    });
    expect(isBlockTranslated('image', { url: '/a.jpg', alt: '', caption: '' }, null)).toBe(true);
  });

  it("takes a text block's format from the side its words come from", () => {
    const english = { content: '<p><strong>Hi</strong></p>', format: 'html', fontSize: 'normal', alignment: 'left' };
    // A translation written before the rich editor is plain text, though the English block is HTML.
    expect(localiseBlock('text', english, { blockType: 'text', content: { content: 'Halo <3' } }).content).toMatchObject({
      content: 'Halo <3',
      format: 'plain',
    });
    expect(localiseBlock('text', english, { blockType: 'text', content: { content: '<p>Halo</p>', format: 'html' } }).content.format).toBe(
      'html',
    );
    expect(pickBlockText('text', { content: '<p>x</p>', format: 'html', fontSize: 'large' })).toEqual({
      content: '<p>x</p>',
      format: 'html',
    });
  });

  it('keeps only text fields when storing', () => {
    expect(pickBlockText('cta', { title: 'T', buttonUrl: 'https://x', buttonText: 'Go' })).toEqual({ title: 'T', buttonText: 'Go' });
  });
});
