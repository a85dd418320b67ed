import { describe, expect, it } from 'vitest';
import { newReference, REFERENCE_ALPHABET, REFERENCE_PATTERN } from './reference';

describe('inquiry references', () => {
  it('are Q-YYMM-XXXXX in UTC with the unambiguous alphabet', () => {
    const ref = newReference(new Date('2026-11-30T23:30:00Z'));
    expect(ref).toMatch(REFERENCE_PATTERN);
    expect(ref.slice(0, 7)).toBe('Q-2611-');
    // 1 December in Jakarta is still November in UTC: the month follows UTC.
    expect(newReference(new Date('2027-01-01T00:00:00Z')).slice(0, 7)).toBe('Q-2701-');
  });

  it('never use characters that read like others (0/O, 1/I/L, U)', () => {
    expect(REFERENCE_ALPHABET).not.toMatch(/[01OILU]/);
    expect(new Set(REFERENCE_ALPHABET).size).toBe(REFERENCE_ALPHABET.length);
    const picks = [0, 1, 2, 3, REFERENCE_ALPHABET.length - 1];
    expect(newReference(new Date('2026-05-01T00:00:00Z'), () => picks.shift() as number)).toBe('Q-2605-2345Z');
  });

  it('vary between draws', () => {
    const refs = new Set(Array.from({ length: 200 }, () => newReference()));
    expect(refs.size).toBeGreaterThan(195);
  });
});
