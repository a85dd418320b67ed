import { describe, expect, it } from 'vitest';
import { fieldValues } from '@/lib/product-fields/registry';
import type { CsvRecord } from './format';
import { exportRecords, fetchCount, planImport, type CatalogueSnapshot } from './plan';

const SITE = 'https://shop.example';
const rules = { allowedHosts: ['img.example.com', '127.0.0.1:4000'], absoluteUrl: (u: string) => (u.startsWith('/') ? `${SITE}${u}` : u) };

const snapshot: CatalogueSnapshot = {
  categories: [
    { id: 1, name: 'Hardbox' },
    { id: 2, name: 'Paper Bag ' },
  ],
  items: [
    {
      id: 10,
      categoryId: 1,
      code: 'HB-10',
      name: 'Kotak',
      descriptionHtml: '<p>Kuat</p>',
      specs: [{ name: 'Size', value: '10 cm' }],
      mainPhotoUrl: '/storage/itemphotos/main-10.jpg',
      hoverPhotoUrl: null,
      gallery: [
        { id: 5, photoUrl: '/storage/itemphotos/g-1.jpg' },
        { id: 6, photoUrl: '/storage/itemphotos/g-2.jpg' },
      ],
      fields: fieldValues({ moq: { quantity: 500, unit: 'pcs' } }),
      translations: {
        id: {
          itemName: 'Kotak ID',
          itemDescription: null,
          source: null,
          specs: [{ position: 0, specName: 'Ukuran', specValue: null, source: null }],
        },
      },
    },
    {
      id: 11,
      categoryId: 2,
      code: 'PB-1',
      name: 'Tas',
      descriptionHtml: '',
      specs: [],
      mainPhotoUrl: null,
      hoverPhotoUrl: null,
      gallery: [],
      fields: fieldValues(),
      translations: {},
    },
  ],
};

const blank: CsvRecord = {
  id: '',
  category: 'Hardbox',
  code: '',
  name: 'New box',
  description_text: '',
  description_html: '',
  specs: '',
  main_photo_url: '',
  hover_photo_url: '',
  gallery_urls: '',
};
const plan = (...records: Partial<CsvRecord>[]) =>
  planImport(
    records.map((r) => ({ ...blank, ...r })),
    snapshot,
    rules,
  );
const keys = (p: { errors: { key: string }[] }) => p.errors.map((e) => e.key);

describe('import plan: the minimum order columns', () => {
  const item10 = {
    id: '10',
    code: 'HB-10',
    name: 'Kotak',
    description_html: '<p>Kuat</p>',
    specs: 'Size=10 cm',
    main_photo_url: '/storage/itemphotos/main-10.jpg',
    gallery_urls: '/storage/itemphotos/g-1.jpg /storage/itemphotos/g-2.jpg',
  };
  it('exports the quantity and unit, and a file without the columns leaves them as they are', () => {
    expect(exportRecords(snapshot, rules.absoluteUrl)[0]).toMatchObject({ moq_quantity: '500', moq_unit: 'pcs' });
    const [p] = plan(item10);
    expect(p?.action).toBe('unchanged');
    expect(p?.write?.fields.moq).toEqual({ quantity: 500, unit: 'pcs' });
  });

  it('updates, clears and validates them', () => {
    const [raised, cleared, bad] = plan(
      { ...item10, moq_quantity: '1000', moq_unit: 'Sets' },
      { id: '11', category: 'Paper Bag', code: 'PB-1', name: 'Tas', moq_quantity: '', moq_unit: '' },
      { name: 'X', moq_quantity: '0', moq_unit: 'kg' },
    );
    expect(raised?.action).toBe('update');
    expect(raised?.write?.fields.moq).toEqual({ quantity: 1000, unit: 'sets' });
    expect(cleared?.action).toBe('unchanged');
    expect(keys(bad!)).toEqual(['moqInvalid', 'moqUnitInvalid']);
    expect(keys(plan({ name: 'Y', moq_quantity: '10000001' })[0]!)).toEqual(['moqInvalid']);
    expect(keys(plan({ name: 'Z', moq_quantity: '1.5' })[0]!)).toEqual(['moqInvalid']);
  });
});

describe('import plan', () => {
  it('the exported catalogue plans as unchanged, row by row', () => {
    const records = exportRecords(snapshot, rules.absoluteUrl);
    expect(records[0]).toMatchObject({
      id: '10',
      category: 'Hardbox',
      gallery_urls: `${SITE}/storage/itemphotos/g-1.jpg ${SITE}/storage/itemphotos/g-2.jpg`,
    });
    const plans = planImport(records, snapshot, rules);
    expect(plans.map((p) => [p.row, p.action, p.errors, p.warnings])).toEqual([
      [2, 'unchanged', [], []],
      [3, 'unchanged', [], []],
    ]);
  });

  it('id → update, else a matching code (case-insensitive) → update, else create', () => {
    const [a, b, c] = plan(
      { id: '10', name: 'Renamed', code: 'HB-10' },
      { code: ' pb-1 ', name: 'Tas', category: ' paper BAG' },
      { code: 'NEW-1' },
    );
    // b's code differs in case only: the same item, and the new spelling is a change.
    expect([a!.action, b!.action, c!.action]).toEqual(['update', 'update', 'create']);
    expect(plan({ code: 'PB-1', name: 'Tas', category: ' paper BAG' })[0]!.action).toBe('unchanged');
    expect(b!.write?.itemId).toBe(11);
  });

  it('reports missing name, unknown id and category, duplicate codes, spec syntax and the form limits', () => {
    const plans = plan(
      { name: ' ' },
      { id: '999' },
      { category: 'Nope' },
      { code: 'X-1' },
      { code: 'x-1' },
      { id: '11', code: 'HB-10' },
      { specs: 'Size=1; broken' },
      { name: 'n'.repeat(201) },
      { specs: Array.from({ length: 101 }, (_, i) => `S${i}=v`).join('; ') },
      { gallery_urls: Array.from({ length: 31 }, (_, i) => `https://img.example.com/${i}.jpg`).join(' ') },
      { description_html: 'x'.repeat(50_001) },
      { code: 'c'.repeat(65) },
      { specs: `A=${'v'.repeat(501)}` },
      { id: '10' },
      { code: 'hb-10' },
    );
    expect(plans.map(keys)).toEqual([
      ['nameRequired'],
      ['unknownId'],
      ['unknownCategory'],
      [],
      ['duplicateCodeInFile'],
      ['codeTaken'],
      ['specSyntax'],
      ['nameTooLong'],
      ['tooManySpecs'],
      ['tooManyPhotos'],
      ['descriptionTooLong'],
      ['codeTooLong'],
      ['specTooLong'],
      [],
      ['duplicateItem', 'duplicateCodeInFile'],
    ]);
    expect(plans[4]!.errors[0]!.values).toEqual({ code: 'x-1', row: 5 });
    expect(plans[6]!.errors[0]!.values).toEqual({ pair: 2 });
    expect(plans.filter((p) => p.errors.length > 0).every((p) => p.write === undefined)).toBe(true);
  });

  it('refuses control characters per row and column; tab and line breaks only where text spans lines', () => {
    const plans = plan(
      { name: 'Kotak\u0000besar' },
      { code: 'HB\u007f1', category: 'Hard\u0085box' },
      { specs: 'Size=10\tcm' },
      { description_text: 'Line one\r\n\tLine two', description_html: '<p>a</p>\n<p>b</p>', gallery_urls: '' },
      { description_text: 'bell\u0007' },
      { name: '\tpasted with a tab around\n' },
      { main_photo_url: 'https://img.example.com/a\u0000.jpg' },
    );
    expect(plans.map(keys)).toEqual([
      ['controlCharacter'],
      ['controlCharacter', 'controlCharacter', 'unknownCategory'],
      ['controlCharacter'],
      [],
      ['controlCharacter'],
      [], // surrounding whitespace of a one-line value is trimmed away, never stored
      ['controlCharacter'],
    ]);
    expect(plans[0]!.errors[0]!.values).toEqual({ column: 'name' });
    expect(plans[1]!.errors.map((e) => e.values?.column)).toEqual(['category', 'code', undefined]);
    expect(plans[0]!.write).toBeUndefined();
  });

  it('sanitises description_html, else turns description_text into paragraphs', () => {
    const [a, b] = plan(
      { description_html: '<p onclick="x()">Hi<script>alert(1)</script></p>', description_text: 'ignored' },
      { description_text: 'a < b\n\nc' },
    );
    expect(a!.write!.descriptionHtml).toBe('<p>Hi</p>');
    expect(b!.write!.descriptionHtml).toBe('<p>a &lt; b</p><p>c</p>');
  });

  it('keeps known photo URLs, fetches allow-listed hosts only, skips others with a warning', () => {
    const [p] = plan({
      id: '10',
      main_photo_url: 'https://evil.example/x.jpg',
      hover_photo_url: 'http://127.0.0.1:4000/h.jpg',
      gallery_urls: `${SITE}/storage/itemphotos/g-2.jpg https://img.example.com/a.jpg http://127.0.0.1:4001/b.jpg file:///etc/passwd`,
    });
    expect(p!.write!.main).toEqual({ kind: 'keep', url: '/storage/itemphotos/main-10.jpg' });
    expect(p!.write!.hover).toEqual({ kind: 'fetch', url: 'http://127.0.0.1:4000/h.jpg' });
    expect(p!.write!.gallery).toEqual([
      { kind: 'keep', id: 6, url: '/storage/itemphotos/g-2.jpg' },
      { kind: 'fetch', url: 'https://img.example.com/a.jpg' },
    ]);
    expect(p!.warnings.map((w) => w.key)).toEqual(['hostNotAllowed', 'hostNotAllowed', 'photoInvalid']);
    expect(p!.action).toBe('update');
    expect(fetchCount([p!])).toBe(2);
  });

  it('a reordered gallery is a change', () => {
    const [p] = plan({
      id: '10',
      name: 'Kotak',
      code: 'HB-10',
      description_html: '<p>Kuat</p>',
      specs: 'Size=10 cm',
      gallery_urls: `${SITE}/storage/itemphotos/g-2.jpg ${SITE}/storage/itemphotos/g-1.jpg`,
    });
    expect(p!.action).toBe('update');
  });
});
