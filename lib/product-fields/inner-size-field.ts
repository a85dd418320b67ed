import { defineField, fill, quoted, storedInteger, wholeNumber, type FieldIssue } from './define';

/** The largest inner side in mm the form takes (a 3 m carton is past anything the factory makes). */
export const INNER_SIZE_MAX_MM = 3000;

export type InnerSize = { length: number; width: number; height: number };
const SIDES = ['length', 'width', 'height'] as const;

/**
 * The inside of the box, length × width × height in whole millimetres (migration 0031): what the
 * buyer's product must fit, as FEFCO states dimensions. All three or none.
 */
export const innerSizeField = defineField({
  key: 'innerSize',
  columns: { innerLengthMm: 'inner_length_mm', innerWidthMm: 'inner_width_mm', innerHeightMm: 'inner_height_mm' },
  read: (row): InnerSize | null => {
    const length = storedInteger(row.innerLengthMm, 1, INNER_SIZE_MAX_MM);
    const width = storedInteger(row.innerWidthMm, 1, INNER_SIZE_MAX_MM);
    const height = storedInteger(row.innerHeightMm, 1, INNER_SIZE_MAX_MM);
    return length === null || width === null || height === null ? null : { length, width, height };
  },
  write: (value) => ({
    innerLengthMm: value?.length ?? null,
    innerWidthMm: value?.width ?? null,
    innerHeightMm: value?.height ?? null,
  }),
  parts: { length: 'inner_length_mm', width: 'inner_width_mm', height: 'inner_height_mm' },
  emptyDraft: { length: '', width: '', height: '' },
  format: (value) => ({
    length: value ? String(value.length) : '',
    width: value ? String(value.width) : '',
    height: value ? String(value.height) : '',
  }),
  parse: (raw) => {
    const given = SIDES.filter((side) => raw[side].trim() !== '');
    if (given.length === 0) return { ok: true, value: null };
    const issues: FieldIssue<'innerSizeInvalid' | 'innerSizeIncomplete'>[] = [];
    for (const side of given) {
      if (Number.isNaN(wholeNumber(raw[side], 1, INNER_SIZE_MAX_MM))) issues.push({ key: 'innerSizeInvalid', values: quoted(raw[side]) });
    }
    if (given.length < SIDES.length) issues.push({ key: 'innerSizeIncomplete', values: quoted(given.map((s) => raw[s]).join(' × ')) });
    if (issues.length > 0) return { ok: false, issues: issues.slice(0, 1) };
    const [length, width, height] = SIDES.map((side) => wholeNumber(raw[side], 1, INNER_SIZE_MAX_MM)) as [number, number, number];
    return { ok: true, value: { length, width, height } };
  },
  errors: ['innerSizeInvalid', 'innerSizeIncomplete'],
  text: (value) => (value ? `${value.length} × ${value.width} × ${value.height} mm` : ''),
  display: (value, words, locale) => {
    const n = new Intl.NumberFormat(locale);
    return fill(words.amount, { length: n.format(value.length), width: n.format(value.width), height: n.format(value.height) });
  },
  // schema.org's Product depth/width/height; the inside's length is its depth (front to back).
  jsonLd: (value) => {
    const mm = (n: number) => ({ '@type': 'QuantitativeValue', value: n, unitCode: 'MMT' });
    return { product: { depth: mm(value.length), width: mm(value.width), height: mm(value.height) } };
  },
});
