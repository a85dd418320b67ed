import { describe, expect, it } from 'vitest';
import { officeIso } from './office-time';

describe('officeIso', () => {
  it('writes the Jakarta wall-clock time with its +07:00 offset (the zone the inbox shows)', () => {
    expect(officeIso(new Date('2026-11-01T05:00:00Z'))).toBe('2026-11-01T12:00:00+07:00');
    // Across midnight: 20:30 UTC is already the next day in Jakarta.
    expect(officeIso('2026-12-31T20:30:15.999Z')).toBe('2027-01-01T03:30:15+07:00');
  });
  it('names the same instant (parsing it back gives the original time)', () => {
    const at = new Date('2026-06-15T23:59:59Z');
    expect(new Date(officeIso(at)).getTime()).toBe(at.getTime());
  });
});
