import { describe, expect, it } from 'vitest';
import { countQuoteLines } from './quote-count';
import { parseQuoteList } from './quote-list';

describe('countQuoteLines', () => {
  it.each([
    null,
    '',
    '{',
    'null',
    '{"itemId":1}',
    '[1, "a", null, true]',
    '[{"itemId":1},{"itemId":"2"},{"itemId":2},{"itemId":0},{"itemId":-3},{"itemId":1.5},{"itemId":true},{"itemId":[4]},{"itemId":" 5 "}]',
    '[{"itemId":1},{"itemId":1,"kind":"sample"},{"itemId":1,"kind":"sample"},{"itemId":1,"kind":"quote"},{"itemId":2,"kind":"x"}]',
    JSON.stringify(Array.from({ length: 70 }, (_, i) => ({ itemId: (i % 35) + 1, kind: i < 35 ? 'quote' : 'sample' }))),
    JSON.stringify(Array.from({ length: 70 }, (_, i) => ({ itemId: i + 1 }))),
  ])('counts what the list parser keeps: %s', (raw) => {
    expect(countQuoteLines(raw)).toBe(parseQuoteList(raw).length);
  });
});
