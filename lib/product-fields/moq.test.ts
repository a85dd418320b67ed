import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import id from '@/messages/id.json';
import zh from '@/messages/zh-CN.json';
import { fillMoq, MOQ_UNITS, minimumQuantity } from './moq';
import { moqField } from './moq-field';

// The MOQ in each language's words, from the real message files: the same number everywhere.
const MESSAGES = { en, id, 'zh-CN': zh } as const;

describe('fillMoq with the message files', () => {
  it.each([
    ['en', 1000, 'pcs', 'Minimum order: 1,000 pcs'],
    ['en', 2, 'sets', 'Minimum order: 2 sets'],
    ['id', 1000, 'boxes', 'Minimal pemesanan: 1.000 kotak'],
    ['id', 400, 'pcs', 'Minimal pemesanan: 400 pcs'],
    ['zh-CN', 1000, 'boxes', '起订量：1,000 盒'],
    ['zh-CN', 400, 'sets', '起订量：400 套'],
  ] as const)('%s: %i %s → %s', (locale, quantity, unit, expected) => {
    const m = MESSAGES[locale];
    expect(fillMoq(m.Quote.add.moqHint, { quantity, unit }, locale, m.ItemFields.moq.units)).toBe(expected);
  });

  it('drops the unit and its space when the product has none, also before a full stop', () => {
    expect(fillMoq(en.Quote.add.moqHint, { quantity: 500, unit: null }, 'en', en.ItemFields.moq.units)).toBe('Minimum order: 500');
    expect(fillMoq(en.Quote.add.tooFew, { quantity: 500, unit: null }, 'en', en.ItemFields.moq.units)).toBe('The minimum order is 500.');
    expect(fillMoq(zh.Quote.add.tooFew, { quantity: 500, unit: null }, 'zh-CN', zh.ItemFields.moq.units)).toBe('起订量为 500。');
  });

  it('every language names every unit', () => {
    for (const m of Object.values(MESSAGES)) for (const unit of MOQ_UNITS) expect(m.ItemFields.moq.units[unit].trim()).not.toBe('');
  });
});

describe('the MOQ field read from its columns', () => {
  const moqOf = (moqQuantity: unknown, moqUnit: unknown) => moqField.read({ moqQuantity, moqUnit });
  it('reads the columns as the drivers return them, and refuses what the database would', () => {
    expect(moqOf(500, 'pcs')).toEqual({ quantity: 500, unit: 'pcs' });
    expect(moqOf('1500', 'sets')).toEqual({ quantity: 1500, unit: 'sets' });
    expect(moqOf(300, 'kg')).toEqual({ quantity: 300, unit: null });
    expect(moqOf(null, 'pcs')).toBeNull();
    expect(moqOf(0, null)).toBeNull();
    expect(moqOf(10_000_001, null)).toBeNull();
    expect(moqOf(2.5, null)).toBeNull();
  });

  it('the minimum is the MOQ, else 1', () => {
    expect(minimumQuantity({ quantity: 400, unit: 'pcs' })).toBe(400);
    expect(minimumQuantity(null)).toBe(1);
  });
});
