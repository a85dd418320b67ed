import { describe, expect, it } from 'vitest';
import { formatQuantity, moqHintOf, quantityProblem } from './quantity-check';

describe('quantityProblem', () => {
  it.each([
    ['500', 500, null],
    ['10000000', 1, null],
    ['499', 500, 'tooFew'],
    ['', 1, 'tooFew'],
    ['  ', 300, 'tooFew'],
    ['0', 1, 'tooFew'],
    ['1.5', 1, 'notWhole'],
    ['-3', 1, 'notWhole'],
    ['1e3', 1, 'notWhole'],
    ['10000001', 1, 'tooMany'],
  ] as const)('%j with MOQ %i → %s', (raw, moq, expected) => {
    expect(quantityProblem(raw, moq)).toBe(expected);
  });
});

describe('formatQuantity', () => {
  it("groups thousands the way the visitor's language does", () => {
    expect(formatQuantity(1000, 'en')).toBe('1,000');
    expect(formatQuantity(1000, 'id')).toBe('1.000');
    expect(formatQuantity(10_000_000, 'zh-CN')).toBe('10,000,000');
    expect(formatQuantity(500, 'id')).toBe('500');
  });
});

describe('moqHintOf', () => {
  const en = { moqHint: 'Minimum order: {moq} {unit}', locale: 'en', units: { pcs: 'pcs', sets: 'sets', boxes: 'boxes' } };
  it("fills the hint with the locale's grouping and unit word, and gives none for an MOQ of 1", () => {
    expect(moqHintOf({ moq: 1000, unit: 'pcs' }, en)).toBe('Minimum order: 1,000 pcs');
    expect(
      moqHintOf(
        { moq: 1000, unit: 'boxes' },
        { ...en, moqHint: 'Minimal pemesanan: {moq} {unit}', locale: 'id', units: { pcs: 'pcs', sets: 'set', boxes: 'kotak' } },
      ),
    ).toBe('Minimal pemesanan: 1.000 kotak');
    expect(moqHintOf({ moq: 1000, unit: null }, en)).toBe('Minimum order: 1,000');
    expect(moqHintOf({ moq: 1, unit: 'pcs' }, en)).toBeNull();
  });
});
