import { describe, expect, it } from 'vitest';
import { nextTierQuantity, priceText, sortTiers, type EditorLine } from './editor-state';

describe('the quotation editor state', () => {
  it('proposes the next round quantity above the largest tier', () => {
    expect(nextTierQuantity([])).toBe(100);
    expect(nextTierQuantity([{ quantity: 1000 }])).toBe(2000);
    expect(nextTierQuantity([{ quantity: 500 }, { quantity: 3000 }])).toBe(5000);
    expect(nextTierQuantity([{ quantity: 5000 }])).toBe(10_000);
    expect(nextTierQuantity([{ quantity: 1234 }])).toBe(2000);
    expect(nextTierQuantity([{ quantity: 7 }])).toBe(100);
    expect(nextTierQuantity([{ quantity: Number.NaN }])).toBe(100);
    expect(nextTierQuantity([{ quantity: 600_000_000 }])).toBe(600_000_001);
  });

  it('sorts tiers by quantity and shows 0 as free only on a sample line', () => {
    const line = {
      tiers: [
        { quantity: 5000, price: '1' },
        { quantity: 500, price: '2' },
      ],
    } as EditorLine;
    expect(sortTiers(line).tiers.map((t) => t.quantity)).toEqual([500, 5000]);
    expect(priceText(0, 'USD')).toBe('');
    expect(priceText(0, 'USD', 'sample')).toBe('0.00');
    expect(priceText(285, 'USD', 'product')).toBe('2.85');
  });
});
