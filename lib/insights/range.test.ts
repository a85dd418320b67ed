import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration';
import { parseInsightRange, rangeBounds, weekStartOf, weeksOf } from './range';

// 2026-11-26 02:00 UTC is 09:00 on Thursday 26 November in Jakarta; 20:00 UTC is already the 27th there.
const NOW = new Date('2026-11-26T02:00:00Z');

describe('parseInsightRange', () => {
  it('defaults to the last twelve weeks ending today in Jakarta, without a message', () => {
    expect(parseInsightRange({}, NOW)).toEqual({ from: '2026-09-04', to: '2026-11-26', problem: null });
    expect(parseInsightRange({}, new Date('2026-11-26T17:00:00Z'))).toMatchObject({ to: '2026-11-27' });
  });

  it('takes a valid inclusive range from the URL', () => {
    expect(parseInsightRange(new URLSearchParams('from=2026-01-05&to=2026-01-05'), NOW)).toEqual({
      from: '2026-01-05',
      to: '2026-01-05',
      problem: null,
    });
  });

  it('replaces a bad, half, reversed or too long range by the default, saying why', () => {
    const problem = (query: string) => parseInsightRange(new URLSearchParams(query), NOW);
    expect(problem('from=2026-02-30&to=2026-03-01')).toEqual({ from: '2026-09-04', to: '2026-11-26', problem: 'invalid' });
    expect(problem('from=2026-01-01').problem).toBe('invalid');
    expect(problem('from=yesterday&to=today').problem).toBe('invalid');
    expect(problem('from=2026-03-01&to=2026-02-01')).toEqual({ from: '2026-09-04', to: '2026-11-26', problem: 'reversed' });
    expect(problem('from=2024-01-01&to=2026-01-01').problem).toBe('tooLong');
    // 728 days (104 weeks) is the widest range accepted.
    expect(problem('from=2024-01-01&to=2025-12-28').problem).toBeNull();
  });

  it('bounds the days at Jakarta midnight (UTC+7)', () => {
    expect(rangeBounds({ from: '2026-11-02', to: '2026-11-15' })).toEqual({
      start: new Date('2026-11-01T17:00:00Z'),
      end: new Date('2026-11-15T17:00:00Z'),
    });
  });
});

describe('week bucketing', () => {
  it('starts a week on Monday', () => {
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23'); // Monday
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23'); // Sunday
    expect(weekStartOf('2026-11-26')).toBe('2026-11-23');
    expect(weekStartOf('2027-01-01')).toBe('2026-12-28'); // across a year end
  });

  it('lists every week the range touches, a partial first and last week included', () => {
    expect(weeksOf({ from: '2026-11-04', to: '2026-11-23' })).toEqual(['2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23']);
    expect(weeksOf({ from: '2026-11-26', to: '2026-11-26' })).toEqual(['2026-11-23']);
    expect(weeksOf({ from: '2024-01-01', to: '2025-12-28' })).toHaveLength(104);
  });
});

describe('formatDuration', () => {
  it('picks minutes, hours or days for a median, and nothing for no median', () => {
    expect(formatDuration(null)).toBeNull();
    expect(formatDuration(0)).toEqual({ unit: 'minutes', value: 0 });
    expect(formatDuration(45 * 60)).toEqual({ unit: 'minutes', value: 45 });
    expect(formatDuration(3 * 3600 + 30 * 60)).toEqual({ unit: 'hours', value: 3.5 });
    expect(formatDuration(47.9 * 3600)).toEqual({ unit: 'hours', value: 47.9 });
    expect(formatDuration(60 * 3600)).toEqual({ unit: 'days', value: 2.5 });
  });
});
