import { describe, expect, it } from 'vitest';
import { rowChanges, shorten } from './changes';
import { fieldValues } from '@/lib/product-fields/registry';
import type { RowWrite, SnapshotItem } from './plan';

const item: SnapshotItem = {
  id: 7,
  categoryId: 1,
  code: 'HB-1',
  name: 'Magnetic Box',
  descriptionHtml: '<p>Rigid box with a <strong>magnetic</strong> flap.</p>',
  fields: fieldValues({ moq: { quantity: 500, unit: 'pcs' } }),
  translations: {},
  specs: [
    { name: 'Size', value: '10 x 10 cm' },
    { name: 'Material', value: 'Greyboard' },
  ],
  mainPhotoUrl: '/storage/itemphotos/main-7-abc.jpg',
  hoverPhotoUrl: '/storage/itemphotos/hover-7-abc.jpg',
  gallery: [
    { id: 1, photoUrl: '/storage/itemphotos/g1.jpg' },
    { id: 2, photoUrl: '/storage/itemphotos/g2.jpg' },
  ],
};

/** The write that changes nothing, as the planner builds it for an unchanged row. */
const same = (): RowWrite => ({
  itemId: 7,
  categoryId: 1,
  previousCategoryId: 1,
  name: item.name,
  code: 'HB-1',
  descriptionHtml: item.descriptionHtml,
  fields: fieldValues({ moq: { quantity: 500, unit: 'pcs' } }),
  specs: item.specs.map((s) => ({ ...s })),
  main: { kind: 'keep', url: item.mainPhotoUrl! },
  hover: { kind: 'keep', url: item.hoverPhotoUrl! },
  gallery: item.gallery.map((g) => ({ kind: 'keep', id: g.id, url: g.photoUrl })),
});
const names = (id: number | null) => ({ 1: 'Hardbox', 2: 'Softbox' })[id as 1 | 2] ?? '';

describe('rowChanges', () => {
  it('is empty when nothing changes', () => {
    expect(rowChanges(same(), item, names)).toEqual([]);
  });

  it('lists each changed field with its before and after, in the form’s order', () => {
    const write: RowWrite = {
      ...same(),
      categoryId: 2,
      name: 'Magnetic Box XL',
      code: null,
      descriptionHtml: '<p>Rigid box, larger.</p>',
      specs: [{ name: 'Size', value: '20 x 20 cm' }],
      main: { kind: 'fetch', url: 'https://cdn.example.com/photos/new-main.jpg?v=2' },
      gallery: [
        { kind: 'keep', id: 2, url: '/storage/itemphotos/g2.jpg' },
        { kind: 'fetch', url: 'https://cdn.example.com/g3.jpg' },
        { kind: 'fetch', url: 'https://cdn.example.com/g4.jpg' },
      ],
    };
    expect(rowChanges(write, item, names)).toEqual([
      { field: 'category', before: 'Hardbox', after: 'Softbox' },
      { field: 'name', before: 'Magnetic Box', after: 'Magnetic Box XL' },
      { field: 'code', before: 'HB-1', after: '' },
      { field: 'description', before: 'Rigid box with a magnetic flap.', after: 'Rigid box, larger.' },
      { field: 'specs', before: 'Size: 10 x 10 cm; Material: Greyboard', after: 'Size: 20 x 20 cm' },
      { field: 'mainPhoto', before: 'main-7-abc.jpg', after: 'new-main.jpg' },
      { field: 'gallery', before: '2', after: '3', added: 2 },
    ]);
  });

  it('sees a reordered gallery as a change, a kept photo as none', () => {
    const write = { ...same(), gallery: [...same().gallery].reverse() };
    expect(rowChanges(write, item, names)).toEqual([{ field: 'gallery', before: '2', after: '2', added: 0 }]);
  });

  it('shortens a long description to 80 characters with an ellipsis', () => {
    const long = 'word '.repeat(60);
    const [change] = rowChanges({ ...same(), descriptionHtml: `<p>${long}</p>` }, item, names);
    expect(change!.field).toBe('description');
    expect([...change!.after]).toHaveLength(80);
    expect(change!.after.endsWith('…')).toBe(true);
  });
});

describe('shorten', () => {
  it('counts code points (Chinese text is not cut inside a character) and folds white space', () => {
    expect(shorten('礼盒'.repeat(50), 5)).toBe('礼盒礼盒…');
    expect(shorten('  a \n  b ')).toBe('a b');
  });

  it('shows a changed minimum order as quantity and unit', () => {
    const write = { ...same(), fields: fieldValues({ moq: { quantity: 1000, unit: 'sets' } }) };
    expect(rowChanges(write, item, names)).toEqual([{ field: 'moq', before: '500 pcs', after: '1000 sets' }]);
    expect(rowChanges({ ...same(), fields: fieldValues() }, item, names)).toEqual([{ field: 'moq', before: '500 pcs', after: '' }]);
  });
});
