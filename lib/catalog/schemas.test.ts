import { describe, expect, it } from 'vitest';
import { createItemSchema, itemInputFromForm, productFieldsSchema, updateItemSchema } from './schemas';

function form(entries: Record<string, string | File | File[]>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(entries)) for (const one of [v].flat()) f.append(k, one);
  return f;
}

describe('item form schemas', () => {
  it('drops spec rows with a blank name or value and trims the rest (SPEC 5)', () => {
    const parsed = createItemSchema.parse(
      itemInputFromForm(
        form({
          categoryId: '6',
          itemName: '  Box  ',
          description: '<p>x</p>',
          specs: JSON.stringify([
            { name: ' Size ', value: ' 10 ' },
            { name: 'Empty', value: '  ' },
            { name: '', value: 'x' },
          ]),
        }),
      ),
    );
    expect(parsed.itemName).toBe('Box');
    expect(parsed.specs).toEqual([{ name: 'Size', value: '10' }]);
    expect(parsed.gallery).toEqual([]);
  });

  it('requires a category and a name', () => {
    const result = createItemSchema.safeParse(itemInputFromForm(form({ categoryId: '', itemName: ' ' })));
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => `${String(i.path[0])}:${i.message}`);
    expect(messages).toEqual(expect.arrayContaining(['categoryId:categoryRequired', 'itemName:nameRequired']));
    expect(createItemSchema.safeParse(itemInputFromForm(form({ categoryId: '6; drop table', itemName: 'x' }))).success).toBe(false);
  });

  it('ignores empty file inputs and collects gallery files', () => {
    const photo = new File([new Uint8Array([1, 2, 3])], 'a.jpg');
    const empty = new File([], '');
    const parsed = createItemSchema.parse(
      itemInputFromForm(form({ categoryId: '5', itemName: 'x', mainPhoto: empty, gallery: [photo, empty, photo] })),
    );
    expect(parsed.mainPhoto).toBeUndefined();
    expect(parsed.gallery).toHaveLength(2);
  });

  it('reads the edit gallery plan and its files; refuses a malformed plan', () => {
    const photo = new File([new Uint8Array([1])], 'b.png');
    const parsed = updateItemSchema.parse(
      itemInputFromForm(
        form({
          id: '12',
          categoryId: '6',
          itemName: 'x',
          gallery: JSON.stringify([{ id: 3 }, { id: 4, file: 'galleryFile-1' }, { file: 'galleryFile-2' }]),
          'galleryFile-1': photo,
          'galleryFile-2': photo,
          'other-file': photo,
        }),
      ),
    );
    expect(parsed.gallery).toEqual([{ id: 3 }, { id: 4, file: 'galleryFile-1' }, { file: 'galleryFile-2' }]);
    expect(Object.keys(parsed.galleryFiles)).toEqual(['galleryFile-1', 'galleryFile-2']);
    expect(
      updateItemSchema.safeParse(itemInputFromForm(form({ id: '1', categoryId: '6', itemName: 'x', gallery: '{not json' }))).success,
    ).toBe(false);
    expect(updateItemSchema.safeParse(itemInputFromForm(form({ id: '1', categoryId: '6', itemName: 'x', gallery: '[{}]' }))).success).toBe(
      false,
    );
  });

  it('one reader serves both forms: create keeps its files, update its plan, neither sees the other', () => {
    const photo = new File([new Uint8Array([1])], 'c.png');
    const created = createItemSchema.parse(
      itemInputFromForm(form({ id: '9', categoryId: '6', itemName: 'x', gallery: [photo], 'galleryFile-1': photo })),
    );
    expect(created.gallery).toEqual([photo]);
    expect(created).not.toHaveProperty('id');
    expect(created).not.toHaveProperty('galleryFiles');
    // A plan on the create form is not a list of files: refused, not read as an empty gallery.
    expect(createItemSchema.safeParse(itemInputFromForm(form({ categoryId: '6', itemName: 'x', gallery: '[{"id":1}]' }))).success).toBe(
      false,
    );
    const updated = updateItemSchema.parse(itemInputFromForm(form({ id: '9', categoryId: '6', itemName: 'x' })));
    expect(updated.gallery).toEqual([]);
    expect(updated.id).toBe(9);
  });
});

describe('productFieldsSchema: the item form’s minimum order', () => {
  const parse = (quantity: string, unit: string) => {
    const r = productFieldsSchema.safeParse({ moq: { quantity, unit } });
    return r.success ? { success: true, data: r.data.moq } : r;
  };
  it('takes a whole number from 1 to 10,000,000 with a unit from the list, and blank as none', () => {
    expect(parse(' 400 ', 'pcs')).toMatchObject({ success: true, data: { quantity: 400, unit: 'pcs' } });
    expect(parse('10000000', '')).toMatchObject({ success: true, data: { quantity: 10_000_000, unit: null } });
    expect(parse('', 'boxes')).toMatchObject({ success: true, data: null });
  });
  it('reads the form’s one `fields` entry; without it every field is none', () => {
    const form = new FormData();
    form.set('fields', JSON.stringify({ moq: { quantity: '250', unit: 'sets' } }));
    expect(productFieldsSchema.parse(itemInputFromForm(form).fields).moq).toEqual({ quantity: 250, unit: 'sets' });
    expect(productFieldsSchema.parse(itemInputFromForm(new FormData()).fields).moq).toBeNull();
  });
  it('puts a refusal at the field: ["fields", "moq"] in the item schema', () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({ categoryId: '6', itemName: 'x' })) form.set(k, v);
    form.set('fields', JSON.stringify({ moq: { quantity: '0', unit: 'pcs' } }));
    const r = createItemSchema.safeParse(itemInputFromForm(form));
    expect(r.error?.issues.map((i) => [i.path, i.message])).toEqual([[['fields', 'moq'], 'moqInvalid']]);
  });
  it.each([
    ['0', 'pcs', 'moqInvalid'],
    ['10000001', 'pcs', 'moqInvalid'],
    ['1.5', 'pcs', 'moqInvalid'],
    ['-3', 'pcs', 'moqInvalid'],
    ['abc', 'pcs', 'moqInvalid'],
    ['500', 'kg', 'moqUnitInvalid'],
  ])('refuses %j %j with %s', (quantity, unit, key) => {
    const r = productFieldsSchema.safeParse({ moq: { quantity, unit } });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(key);
  });
});
