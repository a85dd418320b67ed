import { fillMoq, isMoqUnit, MOQ_MAX_QUANTITY, type Moq } from './moq';
import { defineField, quoted, storedInteger, wholeNumber, type FieldIssue } from './define';

/** The minimum order (migration 0013): a whole number and an optional unit word; the quote forms hold buyers to it. */
export const moqField = defineField({
  key: 'moq',
  columns: { moqQuantity: 'moq_quantity', moqUnit: 'moq_unit' },
  read: (row): Moq | null => {
    const quantity = storedInteger(row.moqQuantity, 1, MOQ_MAX_QUANTITY);
    return quantity === null ? null : { quantity, unit: isMoqUnit(row.moqUnit) ? row.moqUnit : null };
  },
  write: (value) => ({ moqQuantity: value?.quantity ?? null, moqUnit: value?.unit ?? null }),
  parts: { quantity: 'moq_quantity', unit: 'moq_unit' },
  emptyDraft: { quantity: '', unit: 'pcs' },
  format: (value) => ({ quantity: value ? String(value.quantity) : '', unit: value?.unit ?? '' }),
  parse: (raw) => {
    const unit = raw.unit.trim().toLowerCase();
    const issues: FieldIssue<'moqInvalid' | 'moqUnitInvalid'>[] = [];
    const quantity = wholeNumber(raw.quantity, 1, MOQ_MAX_QUANTITY);
    if (raw.quantity.trim() !== '' && Number.isNaN(quantity)) issues.push({ key: 'moqInvalid', values: quoted(raw.quantity) });
    if (unit !== '' && !isMoqUnit(unit)) issues.push({ key: 'moqUnitInvalid', values: quoted(unit) });
    if (issues.length > 0) return { ok: false, issues };
    // A unit without a number is no minimum.
    return { ok: true, value: raw.quantity.trim() === '' ? null : { quantity, unit: isMoqUnit(unit) ? unit : null } };
  },
  errors: ['moqInvalid', 'moqUnitInvalid'],
  text: (value) => (value ? `${value.quantity} ${value.unit ?? ''}`.trim() : ''),
  display: (value, words, locale) => fillMoq(words.amount, value, locale, words.units),
  jsonLd: (value, words) => ({
    properties: [
      {
        '@type': 'PropertyValue',
        name: words.name,
        value: value.quantity,
        ...(value.unit ? { unitText: words.units[value.unit] } : {}),
      },
    ],
  }),
});
