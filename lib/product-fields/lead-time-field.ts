import { defineField, fill, quoted, storedInteger, wholeNumber, type FieldIssue } from './define';

/** The longest lead time the form takes: a year of working days. */
export const LEAD_TIME_MAX_DAYS = 365;

export type LeadTime = { min: number; max: number };
type LeadTimeError = 'leadTimeInvalid' | 'leadTimeOrder' | 'leadTimeFromRequired';

/**
 * How long an order takes, as a range of working days (migration 0032): "10 to 14", or one number
 * when both ends are the same. Typed as "from" and "to"; an empty "to" is the "from".
 */
export const leadTimeField = defineField({
  key: 'leadTime',
  columns: { leadTimeMinDays: 'lead_time_min_days', leadTimeMaxDays: 'lead_time_max_days' },
  read: (row): LeadTime | null => {
    const min = storedInteger(row.leadTimeMinDays, 1, LEAD_TIME_MAX_DAYS);
    const max = storedInteger(row.leadTimeMaxDays, 1, LEAD_TIME_MAX_DAYS);
    return min === null || max === null || min > max ? null : { min, max };
  },
  write: (value) => ({ leadTimeMinDays: value?.min ?? null, leadTimeMaxDays: value?.max ?? null }),
  parts: { min: 'lead_time_min_days', max: 'lead_time_max_days' },
  emptyDraft: { min: '', max: '' },
  format: (value) => ({ min: value ? String(value.min) : '', max: value ? String(value.max) : '' }),
  parse: (raw) => {
    const minText = raw.min.trim();
    const maxText = raw.max.trim();
    if (minText === '' && maxText === '') return { ok: true, value: null };
    const fail = (key: LeadTimeError, text: string) => ({
      ok: false as const,
      issues: [{ key, values: quoted(text) }] as FieldIssue<LeadTimeError>[],
    });
    if (minText === '') return fail('leadTimeFromRequired', maxText);
    const min = wholeNumber(minText, 1, LEAD_TIME_MAX_DAYS);
    if (Number.isNaN(min)) return fail('leadTimeInvalid', minText);
    const max = maxText === '' ? min : wholeNumber(maxText, 1, LEAD_TIME_MAX_DAYS);
    if (Number.isNaN(max)) return fail('leadTimeInvalid', maxText);
    if (min > max) return fail('leadTimeOrder', `${minText}–${maxText}`);
    return { ok: true, value: { min, max } };
  },
  errors: ['leadTimeInvalid', 'leadTimeOrder', 'leadTimeFromRequired'],
  text: (value) => (value ? (value.min === value.max ? String(value.min) : `${value.min}–${value.max}`) : ''),
  display: (value, words, locale) => {
    const n = new Intl.NumberFormat(locale);
    if (value.min !== value.max) return fill(words.range, { min: n.format(value.min), max: n.format(value.max) });
    const plural = new Intl.PluralRules(locale).select(value.min) === 'one' ? words.single.one : words.single.other;
    return fill(plural, { days: n.format(value.min) });
  },
  // A Product has no lead time of its own in schema.org (deliveryLeadTime belongs to an Offer, and
  // the site publishes no offers): a PropertyValue range in days (UN/CEFACT DAY).
  jsonLd: (value, words) => ({
    properties: [
      { '@type': 'PropertyValue', name: words.name, minValue: value.min, maxValue: value.max, unitCode: 'DAY', unitText: words.unit },
    ],
  }),
});
