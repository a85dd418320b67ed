import { describe, expect, it } from 'vitest';
import { compactChanges, fileName, plainText, textDigest } from './compact';

describe('compactChanges', () => {
  it('keeps only the fields whose value differs', () => {
    expect(compactChanges({ name: 'Box', code: 'A1', specs: ['Size: 10'] }, { name: 'Big box', code: 'A1', specs: ['Size: 10'] })).toEqual({
      name: ['Box', 'Big box'],
    });
  });
  it('compares arrays by content and order', () => {
    expect(compactChanges({ gallery: ['a.jpg', 'b.jpg'] }, { gallery: ['b.jpg', 'a.jpg'] })).toEqual({
      gallery: [
        ['a.jpg', 'b.jpg'],
        ['b.jpg', 'a.jpg'],
      ],
    });
    expect(compactChanges({ tags: ['x'] }, { tags: ['x'] })).toEqual({});
  });
  it('a create or delete lists the non-empty fields against null', () => {
    expect(compactChanges(null, { name: 'Box', code: null, specs: [] })).toEqual({ name: [null, 'Box'], specs: [null, []] });
    expect(compactChanges({ name: 'Box', hoverPhoto: null }, null)).toEqual({ name: ['Box', null] });
  });
  it('treats a missing field like null', () => {
    expect(compactChanges({ code: null }, {})).toEqual({});
    expect(compactChanges({}, { code: 'B2' })).toEqual({ code: [null, 'B2'] });
  });
});

describe('textDigest', () => {
  it('is null for empty text and shows short text whole with its length', () => {
    expect(textDigest('')).toBeNull();
    expect(textDigest(null)).toBeNull();
    expect(textDigest('<p>Strong &amp; light</p>')).toMatch(/^Strong & light \[25 chars · [0-9a-f]{8}\]$/);
  });
  it('cuts long text to an excerpt and changes whenever the text does, even past the excerpt', () => {
    const long = `<p>${'kardus '.repeat(5000)}</p>`;
    const digest = textDigest(long)!;
    expect(digest.length).toBeLessThan(130);
    expect(digest).toContain('…');
    expect(textDigest(long.replace('</p>', 'x</p>'))).not.toBe(digest);
  });
});

describe('plainText and fileName', () => {
  it('drops tags and collapses whitespace', () => {
    expect(plainText('<h2>A</h2>\n<p>b&nbsp; c</p>')).toBe('A b c');
  });
  it('keeps the last path segment of a photo URL', () => {
    expect(fileName('https://cdn.test/items/main-12-abc123.jpg?v=1')).toBe('main-12-abc123.jpg');
    expect(fileName(null)).toBeNull();
  });
});
