import { describe, expect, it } from 'vitest';
import { createItemSchema, itemInputFromForm, productFieldsSchema, updateItemSchema } from './schemas';

function form(entries: Record<string, string | File | Array<string | File>>): FormData {
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

  const token = (n: number) => `0b9f6c1e-1111-4222-8333-${String(n).padStart(12, '0')}`;

  it('takes photos as upload tokens: blank is none, a file or any other string is refused', () => {
    const parsed = createItemSchema.parse(
      itemInputFromForm(form({ categoryId: '5', itemName: 'x', mainPhoto: '', gallery: [token(1), token(2)] })),
    );
    expect(parsed.mainPhoto).toBeUndefined();
    expect(parsed.gallery).toEqual([token(1), token(2)]);
    const refused = (entries: Record<string, string | File | Array<string | File>>) =>
      createItemSchema.safeParse(itemInputFromForm(form({ categoryId: '5', itemName: 'x', ...entries }))).error?.issues[0];
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'a.jpg');
    expect(refused({ mainPhoto: file })).toMatchObject({ path: ['mainPhoto'], message: 'photoMissing' });
    expect(refused({ hoverPhoto: 'galleryFile-1' })).toMatchObject({ path: ['hoverPhoto'], message: 'photoMissing' });
    expect(refused({ gallery: [token(1), file] })).toMatchObject({ path: ['gallery', 1], message: 'photoMissing' });
  });

  it('reads the edit gallery plan; refuses a malformed plan', () => {
    const parsed = updateItemSchema.parse(
      itemInputFromForm(
        form({
          id: '12',
          categoryId: '6',
          itemName: 'x',
          galleryPlan: JSON.stringify([{ id: 3 }, { id: 4, upload: token(1) }, { upload: token(2) }]),
        }),
      ),
    );
    expect(parsed.gallery).toEqual([{ id: 3 }, { id: 4, upload: token(1) }, { upload: token(2) }]);
    const plan = (galleryPlan: string) =>
      updateItemSchema.safeParse(itemInputFromForm(form({ id: '1', categoryId: '6', itemName: 'x', galleryPlan }))).success;
    expect(plan('{not json')).toBe(false);
    expect(plan('[{}]')).toBe(false);
    expect(plan(JSON.stringify([{ upload: 'galleryFile-1' }]))).toBe(false);
  });

  it('one reader serves both forms: create keeps its tokens, update its plan, neither sees the other', () => {
    const created = createItemSchema.parse(
      itemInputFromForm(form({ id: '9', categoryId: '6', itemName: 'x', gallery: [token(3)], galleryPlan: '[]' })),
    );
    expect(created.gallery).toEqual([]);
    expect(created).not.toHaveProperty('id');
    const listed = createItemSchema.parse(itemInputFromForm(form({ categoryId: '6', itemName: 'x', gallery: [token(3)] })));
    expect(listed.gallery).toEqual([token(3)]);
    // A plan on the create form's list is not a token: refused, not read as an empty gallery.
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
