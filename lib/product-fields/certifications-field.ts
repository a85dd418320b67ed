import { PRODUCT_CERTIFICATIONS, type ProductCertification } from '../db/column-values';
import { defineField, quoted } from './define';

export { PRODUCT_CERTIFICATIONS, type ProductCertification };

export function isCertification(value: unknown): value is ProductCertification {
  return typeof value === 'string' && (PRODUCT_CERTIFICATIONS as readonly string[]).includes(value);
}

/** The given codes once each, in the list's order. */
const inOrder = (codes: readonly string[]) => PRODUCT_CERTIFICATIONS.filter((c) => codes.includes(c));

/**
 * What the product is certified for, from a fixed list whose names are translated (migration
 * 0033): FSC paper, food contact, … Stored as the codes; none = an empty list.
 */
export const certificationsField = defineField({
  key: 'certifications',
  columns: { certifications: 'certifications' },
  read: (row): ProductCertification[] | null => {
    const codes = Array.isArray(row.certifications) ? inOrder(row.certifications.filter(isCertification)) : [];
    return codes.length > 0 ? codes : null;
  },
  write: (value) => ({ certifications: value ?? [] }),
  // One part: the codes, separated by commas or spaces (the form's checkboxes write them so too).
  parts: { list: 'certifications' },
  emptyDraft: { list: '' },
  format: (value) => ({ list: (value ?? []).join(', ') }),
  parse: (raw) => {
    const tokens = raw.list
      .toLowerCase()
      .split(/[\s,;]+/)
      .filter((t) => t !== '');
    const unknown = tokens.find((t) => !isCertification(t));
    if (unknown !== undefined) return { ok: false, issues: [{ key: 'certificationUnknown' as const, values: quoted(unknown) }] };
    const codes = inOrder(tokens);
    return { ok: true, value: codes.length > 0 ? codes : null };
  },
  errors: ['certificationUnknown'],
  text: (value) => (value ?? []).join(', '),
  display: (value, words, locale) => new Intl.ListFormat(locale, { type: 'conjunction' }).format(value.map((c) => words.options[c])),
  jsonLd: (value, words) => ({
    product: { hasCertification: value.map((c) => ({ '@type': 'Certification', name: words.options[c] })) },
  }),
});
