import { describe, expect, it } from 'vitest';
import { leaveJsonLd, takeJsonLd } from './json-ld-handoff';

describe('JSON-LD hand-off', () => {
  it('gives the text once to the id it was left under', () => {
    const a = leaveJsonLd('{"@type":"Product"}');
    const b = leaveJsonLd('{"@type":"ItemPage"}');
    expect(a).not.toBe(b);
    expect(takeJsonLd(b)).toBe('{"@type":"ItemPage"}');
    expect(takeJsonLd(a)).toBe('{"@type":"Product"}');
    expect(takeJsonLd(a)).toBe('');
  });

  it('drops entries nobody read after a minute and never holds more than 500', () => {
    const old = leaveJsonLd('old', 0);
    leaveJsonLd('new', 61_000);
    expect(takeJsonLd(old)).toBe('');
    const now = 100_000;
    const ids = Array.from({ length: 600 }, (_, i) => leaveJsonLd(String(i), now));
    expect(takeJsonLd(ids[0]!)).toBe('');
    expect(takeJsonLd(ids[599]!)).toBe('599');
  });
});
