import { describe, expect, it } from 'vitest';
import { containsPattern, dayRangeBounds, paramReader, parseDay, parseDayRange } from './query';

describe('query values', () => {
  it('reads one trimmed value from a record or URLSearchParams', () => {
    expect(paramReader({ q: '  box ', r: ['first', 'second'] })('q')).toBe('box');
    expect(paramReader({ r: ['first', 'second'] })('r')).toBe('first');
    expect(paramReader(new URLSearchParams('q=+box+'))('q')).toBe('box');
    expect(paramReader({})('missing')).toBe('');
  });

  it('swaps a reversed day range and drops malformed days', () => {
    expect(parseDayRange(paramReader({ from: '2026-11-20', to: '2026-11-01' }))).toEqual({ from: '2026-11-01', to: '2026-11-20' });
    expect(parseDayRange(paramReader({ from: '2026-02-30', to: 'tomorrow' }))).toEqual({ from: null, to: null });
  });
});

describe('dates and patterns', () => {
  it('checks calendar days', () => {
    expect(parseDay('2028-02-29')).toBe('2028-02-29');
    expect(parseDay('2026-02-29')).toBeNull();
    expect(parseDay('2026-1-01')).toBeNull();
  });

  it('bounds a day range in Jakarta time, the end day included', () => {
    const { start, end } = dayRangeBounds({ from: '2026-11-01', to: '2026-11-01' });
    expect(start?.toISOString()).toBe('2026-10-31T17:00:00.000Z');
    expect(end?.toISOString()).toBe('2026-11-01T17:00:00.000Z');
    expect(dayRangeBounds({ from: null, to: null })).toEqual({ start: null, end: null });
  });

  it('escapes LIKE wildcards', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
