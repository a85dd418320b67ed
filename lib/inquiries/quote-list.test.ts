import { describe, expect, it } from 'vitest';
import { INQUIRY_LIMITS, SAMPLE_QUANTITY } from './contract';
import { addEntry, clampQuantity, parseQuoteList, removeEntry, updateEntry, type QuoteEntry } from './quote-list';

const entry = (itemId: number, extra: Partial<QuoteEntry> = {}): QuoteEntry => ({
  itemId,
  kind: 'quote',
  quantity: 500,
  note: '',
  name: `Box ${itemId}`,
  code: `HB-${itemId}`,
  photo: `/storage/itemphotos/main-${itemId}.jpg`,
  moq: 500,
  ...extra,
});

describe('parseQuoteList', () => {
  it('reads back what was stored', () => {
    const list = [entry(1, { note: 'matte' }), entry(2, { moq: 1, quantity: 3, code: null, photo: null })];
    expect(parseQuoteList(JSON.stringify(list))).toEqual(list);
  });

  it.each([null, '', '{', 'null', '42', '"x"', '{"itemId":1}', '[1, "a", null]'])('tolerates corrupt storage %j', (raw) => {
    expect(parseQuoteList(raw)).toEqual([]);
  });

  it('drops broken and duplicate entries, repairs bad fields, keeps the good ones', () => {
    const raw = JSON.stringify([
      { itemId: 0 },
      { itemId: 'abc' },
      { itemId: 3, quantity: 10, moq: 200, note: 7, name: 'A', code: '  ', photo: 'javascript:alert(1)' },
      entry(4),
      entry(4, { quantity: 900 }),
    ]);
    expect(parseQuoteList(raw)).toEqual([
      { itemId: 3, kind: 'quote', quantity: 200, note: '', name: 'A', code: null, photo: null, moq: 200 },
      entry(4),
    ]);
  });

  it('keeps at most the line limit', () => {
    const raw = JSON.stringify(Array.from({ length: 60 }, (_, i) => entry(i + 1)));
    expect(parseQuoteList(raw)).toHaveLength(INQUIRY_LIMITS.maxLines);
  });
});

describe('addEntry', () => {
  it('adds a new product at the end', () => {
    const { list, outcome } = addEntry([entry(1)], entry(2, { note: '  gold foil  ' }));
    expect(outcome).toBe('added');
    expect(list.map((e) => e.itemId)).toEqual([1, 2]);
    expect(list[1]?.note).toBe('gold foil');
  });

  it('updates the line of a product already listed, in place', () => {
    const { list, outcome } = addEntry([entry(1), entry(2)], entry(1, { quantity: 800, note: 'new' }));
    expect(outcome).toBe('updated');
    expect(list).toEqual([entry(1, { quantity: 800, note: 'new' }), entry(2)]);
  });

  it('raises a quantity below the MOQ to the MOQ', () => {
    expect(addEntry([], entry(1, { quantity: 20 })).list[0]?.quantity).toBe(500);
  });

  it('refuses a new product once the list is full, but still updates a listed one', () => {
    const full = Array.from({ length: INQUIRY_LIMITS.maxLines }, (_, i) => entry(i + 1));
    const refused = addEntry(full, entry(999));
    expect(refused.outcome).toBe('full');
    expect(refused.list).toEqual(full);
    expect(addEntry(full, entry(7, { quantity: 600 })).outcome).toBe('updated');
  });
});

describe('updateEntry and removeEntry', () => {
  it('changes quantity and note of one line only', () => {
    const list = updateEntry([entry(1), entry(2)], { itemId: 2, kind: 'quote' }, { quantity: 750, note: 'kraft' });
    expect(list).toEqual([entry(1), entry(2, { quantity: 750, note: 'kraft' })]);
  });

  it('never stores a quantity below the MOQ or above the maximum', () => {
    expect(updateEntry([entry(1)], { itemId: 1, kind: 'quote' }, { quantity: 10 })[0]?.quantity).toBe(500);
    expect(updateEntry([entry(1)], { itemId: 1, kind: 'quote' }, { quantity: 1e12 })[0]?.quantity).toBe(INQUIRY_LIMITS.maxQuantity);
    expect(clampQuantity(Number.NaN, 3)).toBe(3);
    expect(clampQuantity(7.9, 1)).toBe(7);
  });

  it('removes a line', () => {
    expect(removeEntry([entry(1), entry(2)], { itemId: 1, kind: 'quote' })).toEqual([entry(2)]);
    expect(removeEntry([entry(1)], { itemId: 5, kind: 'quote' })).toEqual([entry(1)]);
  });
});

describe('sample lines', () => {
  const sample = (itemId: number, extra: Partial<QuoteEntry> = {}) =>
    entry(itemId, { kind: 'sample', quantity: SAMPLE_QUANTITY, ...extra });

  it('reads an entry stored before samples (no kind) as a quote line, and an unknown kind too', () => {
    const raw = JSON.stringify([
      { ...entry(1), kind: undefined },
      { ...entry(2), kind: 'bulk' },
    ]);
    expect(parseQuoteList(raw).map((e) => e.kind)).toEqual(['quote', 'quote']);
  });

  it('keeps a quote line and a sample line of the same product apart, and drops a repeated pair', () => {
    const raw = JSON.stringify([entry(1), sample(1), sample(1, { note: 'again' }), entry(1, { quantity: 900 })]);
    expect(parseQuoteList(raw)).toEqual([entry(1), sample(1)]);
  });

  it('stores a sample at the fixed quantity whatever was asked, without the MOQ', () => {
    expect(parseQuoteList(JSON.stringify([sample(1, { quantity: 5000 })]))[0]?.quantity).toBe(SAMPLE_QUANTITY);
    expect(addEntry([], sample(1, { quantity: 1 })).list[0]?.quantity).toBe(SAMPLE_QUANTITY);
    expect(updateEntry([sample(1)], { itemId: 1, kind: 'sample' }, { quantity: 800 })[0]?.quantity).toBe(SAMPLE_QUANTITY);
  });

  it('adds a sample beside a listed quote line, updates it in place, and removes only it', () => {
    const first = addEntry([entry(1)], sample(1));
    expect(first.outcome).toBe('added');
    const again = addEntry(first.list, sample(1, { note: 'white' }));
    expect(again.outcome).toBe('updated');
    expect(again.list).toEqual([entry(1), sample(1, { note: 'white' })]);
    expect(removeEntry(again.list, { itemId: 1, kind: 'sample' })).toEqual([entry(1)]);
  });

  it('counts sample lines toward the line limit', () => {
    const full = Array.from({ length: INQUIRY_LIMITS.maxLines }, (_, i) => entry(i + 1));
    expect(addEntry(full, sample(1)).outcome).toBe('full');
  });
});
