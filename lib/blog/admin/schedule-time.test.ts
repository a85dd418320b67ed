import { describe, expect, it } from 'vitest';
import { formatScheduleTime, fromZonedInputValue, toZonedInputValue, zoneLabel, zoneOffsetMinutes } from './schedule-time';

const at = new Date('2026-11-23T12:00:00.000Z');

describe('zone label', () => {
  it('names the zone and its offset at that moment', () => {
    expect(zoneLabel('Asia/Jakarta', at)).toBe('Asia/Jakarta (UTC+7)');
    expect(zoneLabel('Asia/Kolkata', at)).toBe('Asia/Kolkata (UTC+5:30)');
    expect(zoneLabel('America/New_York', at)).toBe('America/New_York (UTC-5)');
    expect(zoneLabel('America/New_York', new Date('2026-07-01T12:00:00Z'))).toBe('America/New_York (UTC-4)');
    expect(zoneLabel('UTC', at)).toBe('UTC (UTC+0)');
    expect(zoneOffsetMinutes('Asia/Jakarta', at)).toBe(420);
  });
});

describe('datetime-local in the admin zone', () => {
  it('shows a UTC instant as wall time in the zone', () => {
    expect(toZonedInputValue('2026-11-23T12:00:00.000Z', 'Asia/Jakarta')).toBe('2026-11-23T19:00:00');
    expect(toZonedInputValue(new Date('2026-11-23T20:30:15Z'), 'Asia/Jakarta')).toBe('2026-11-24T03:30:15');
  });

  it('reads wall time in the zone as the UTC instant (with or without seconds)', () => {
    expect(fromZonedInputValue('2026-11-23T19:00', 'Asia/Jakarta')?.toISOString()).toBe('2026-11-23T12:00:00.000Z');
    expect(fromZonedInputValue('2026-11-24T03:30:15', 'Asia/Jakarta')?.toISOString()).toBe('2026-11-23T20:30:15.000Z');
    expect(fromZonedInputValue('2026-11-23T07:00', 'America/New_York')?.toISOString()).toBe('2026-11-23T12:00:00.000Z');
    expect(fromZonedInputValue('2026-07-01T08:00', 'America/New_York')?.toISOString()).toBe('2026-07-01T12:00:00.000Z');
  });

  it('round-trips, across a daylight-saving change too', () => {
    for (const iso of ['2026-03-08T06:59:59.000Z', '2026-03-08T07:00:00.000Z', '2026-11-01T04:30:00.000Z', '2026-11-01T07:30:00.000Z']) {
      expect(fromZonedInputValue(toZonedInputValue(iso, 'America/New_York'), 'America/New_York')?.toISOString()).toBe(iso);
    }
    // 01:30 happens twice on 1 November in New York: the first one (still daylight time).
    expect(fromZonedInputValue('2026-11-01T01:30', 'America/New_York')?.toISOString()).toBe('2026-11-01T05:30:00.000Z');
    expect(fromZonedInputValue('2026-03-08T02:30', 'America/New_York')).not.toBeNull();
  });

  it('refuses empty or impossible values', () => {
    expect(fromZonedInputValue('', 'Asia/Jakarta')).toBeNull();
    expect(fromZonedInputValue('tomorrow', 'Asia/Jakarta')).toBeNull();
    expect(fromZonedInputValue('2026-02-30T10:00', 'Asia/Jakarta')).toBeNull();
    expect(fromZonedInputValue('2026-11-23T24:00', 'Asia/Jakarta')).toBeNull();
  });
});

describe('formatScheduleTime', () => {
  it("shows the time in the admin's zone with the zone's name", () => {
    expect(formatScheduleTime('2026-11-23T12:00:00.000Z', 'en', 'Asia/Jakarta')).toMatch(
      /^Nov 23, 2026, 7:00\sPM · Asia\/Jakarta \(UTC\+7\)$/,
    );
    expect(formatScheduleTime('2026-11-23T12:00:00.000Z', 'id', 'Asia/Jakarta')).toContain('19.00');
  });
});
