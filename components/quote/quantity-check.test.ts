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
  it("fills the hint with the locale's grouping, and gives none for an MOQ of 1", () => {
    expect(moqHintOf(1000, { moqHint: 'Minimum order: {moq} pcs', locale: 'en' })).toBe('Minimum order: 1,000 pcs');
    expect(moqHintOf(1000, { moqHint: 'Minimum: {moq} pcs', locale: 'id' })).toBe('Minimum: 1.000 pcs');
    expect(moqHintOf(1, { moqHint: 'Minimum order: {moq} pcs', locale: 'en' })).toBeNull();
  });
});
