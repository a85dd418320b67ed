import { describe, expect, it } from 'vitest';
import { draftSchema, effectiveStatus, isPastValidity, jakartaDate, shiftDate, toDraft, unpricedLine, type DraftInput } from './contract';
import { isTokenShape, newQuotationToken } from './token';

// The editor's draft as the server checks it (tiers above all), validity in Jakarta time, tokens.

const line = (tiers: { quantity: number; price: string }[]) => ({
  kind: 'custom' as const,
  itemId: null,
  name: 'Box',
  itemCode: '',
  quantityNote: '',
  leadTime: '',
  note: '',
  tiers,
});
const draft = (currency: DraftInput['currency'], tiers: { quantity: number; price: string }[]) => ({
  currency,
  locale: 'en',
  validUntil: '2026-12-31',
  paymentTerms: '',
  incoterms: '',
  note: '',
  lines: [line(tiers)],
});
const firstError = (value: unknown) => {
  const result = draftSchema.safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('tiers', () => {
  it('accepts ascending quantities with exact prices, in minor units', () => {
    const parsed = draftSchema.parse(
      draft('USD', [
        { quantity: 1000, price: '1.25' },
        { quantity: 5000, price: '0.9' },
      ]),
    );
    expect(toDraft(parsed).lines[0]?.tiers).toEqual([
      { quantity: 1000, unitPriceMinor: 125 },
      { quantity: 5000, unitPriceMinor: 90 },
    ]);
  });

  it('takes tiers in any order and sorts them by quantity; a decimal comma is a decimal point', () => {
    const parsed = draftSchema.parse(
      draft('USD', [
        { quantity: 5000, price: '2,85' },
        { quantity: 500, price: '3.10' },
        { quantity: 1000, price: '3' },
      ]),
    );
    expect(toDraft(parsed).lines[0]?.tiers).toEqual([
      { quantity: 500, unitPriceMinor: 310 },
      { quantity: 1000, unitPriceMinor: 300 },
      { quantity: 5000, unitPriceMinor: 285 },
    ]);
  });

  it('refuses repeated quantities, none at all, too many, and prices the currency cannot hold, at the field', () => {
    const repeated = draftSchema.safeParse(
      draft('IDR', [
        { quantity: 1000, price: '100' },
        { quantity: 1000, price: '90' },
      ]),
    );
    expect(repeated.success ? null : repeated.error.issues.map((i) => [i.message, i.path.join('.')])).toEqual([
      ['tierOrder', 'lines.0.tiers.1.quantity'],
    ]);
    const price = draftSchema.safeParse(draft('USD', [{ quantity: 10, price: '1.255' }]));
    expect(price.success ? null : price.error.issues[0]?.path.join('.')).toBe('lines.0.tiers.0.price');
    expect(
      firstError(
        draft('IDR', [
          { quantity: 1000, price: '100' },
          { quantity: 1000, price: '90' },
        ]),
      ),
    ).toBe('tierOrder');
    expect(firstError(draft('IDR', []))).toBe('tiersRequired');
    expect(
      firstError(
        draft(
          'IDR',
          Array.from({ length: 7 }, (_, i) => ({ quantity: i + 1, price: '1' })),
        ),
      ),
    ).toBe('tooManyTiers');
    expect(firstError(draft('IDR', [{ quantity: 0, price: '1' }]))).toBe('tierQuantity');
    expect(firstError(draft('IDR', [{ quantity: 1.5, price: '1' }]))).toBe('tierQuantity');
    expect(firstError(draft('IDR', [{ quantity: 10, price: '12.5' }]))).toBe('tierPriceIDR');
    expect(firstError(draft('USD', [{ quantity: 10, price: '1.255' }]))).toBe('tierPriceUSD');
    expect(firstError(draft('CNY', [{ quantity: 10, price: '' }]))).toBe('tierPrice');
    expect(firstError({ ...draft('USD', [{ quantity: 10, price: '1' }]), currency: 'EUR' })).toBe('invalidCurrency');
    expect(
      firstError({ ...draft('USD', [{ quantity: 10, price: '1' }]), lines: [{ ...line([{ quantity: 1, price: '1' }]), kind: 'product' }] }),
    ).toBe('invalid');
  });

  it('a sample line offers one tier of few pieces, and may be free (a price of 0); other lines need a price to be sent', () => {
    const sample = (tiers: { quantity: number; price: string }[]) => ({ ...line(tiers), kind: 'sample' as const, itemId: 7 });
    const free = draftSchema.parse({ ...draft('IDR', [{ quantity: 1000, price: '0' }]), lines: [sample([{ quantity: 3, price: '0' }])] });
    expect(toDraft(free).lines[0]?.tiers).toEqual([{ quantity: 3, unitPriceMinor: 0 }]);
    expect(unpricedLine(toDraft(free).lines)).toBeNull();
    const two = [
      { quantity: 3, price: '0' },
      { quantity: 6, price: '0' },
    ];
    expect(firstError({ ...draft('IDR', []), lines: [sample(two)] })).toBe('sampleTiers');
    expect(firstError({ ...draft('IDR', []), lines: [sample([{ quantity: 500, price: '0' }])] })).toBe('samplePieces');
    const unpriced = toDraft(
      draftSchema.parse({ ...draft('IDR', []), lines: [sample([{ quantity: 3, price: '0' }]), line([{ quantity: 10, price: '0' }])] }),
    );
    expect(unpricedLine(unpriced.lines)).toBe(2);
  });
});

describe('validity', () => {
  it('runs to the end of the last day in Jakarta (UTC+7)', () => {
    expect(isPastValidity('2026-12-31', new Date('2026-12-31T16:59:59Z'))).toBe(false);
    expect(isPastValidity('2026-12-31', new Date('2026-12-31T17:00:00Z'))).toBe(true);
    expect(effectiveStatus('viewed', '2026-12-31', new Date('2027-01-01T00:00:00Z'))).toBe('expired');
    expect(effectiveStatus('accepted', '2026-12-31', new Date('2027-01-01T00:00:00Z'))).toBe('accepted');
  });

  it("agrees with the reminder run's stored expiry (validUntil before Jakarta's today) on both sides of the boundary", () => {
    for (const at of ['2026-12-31T16:59:59.999Z', '2026-12-31T17:00:00.000Z', '2026-12-30T17:00:00.000Z', '2026-12-31T00:00:00.000Z']) {
      const now = new Date(at);
      expect('2026-12-31' < jakartaDate(now), at).toBe(isPastValidity('2026-12-31', now));
    }
    expect(shiftDate('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftDate('2026-03-01', -3)).toBe('2026-02-26');
  });
});

describe('tokens', () => {
  it('are 256 random bits in base64url, never repeated', () => {
    const tokens = new Set(Array.from({ length: 1000 }, newQuotationToken));
    expect(tokens.size).toBe(1000);
    for (const token of tokens) expect(isTokenShape(token)).toBe(true);
    expect(Buffer.from([...tokens][0]!, 'base64url')).toHaveLength(32);
    expect(isTokenShape('short')).toBe(false);
    expect(isTokenShape(`${'a'.repeat(42)}=`)).toBe(false);
  });
});
