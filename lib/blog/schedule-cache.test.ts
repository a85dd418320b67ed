import { describe, expect, it } from 'vitest';
import { effectiveStatus, isPubliclyVisible } from './post-status';
import { scheduleEpoch, scheduleLifetimeSeconds } from './schedule-cache';

const now = new Date('2026-11-23T18:00:00.000Z');

describe('scheduleLifetimeSeconds', () => {
  it('leaves the lifetime alone when nothing is scheduled', () => {
    expect(scheduleLifetimeSeconds(null, now)).toBeUndefined();
  });
  it('ends at the next scheduled time, rounded up to the second', () => {
    expect(scheduleLifetimeSeconds(new Date('2026-11-23T18:01:00.000Z'), now)).toBe(60);
    expect(scheduleLifetimeSeconds(new Date('2026-11-23T18:00:59.001Z'), now)).toBe(60);
    expect(scheduleLifetimeSeconds(new Date('2026-11-23T18:00:00.200Z'), now)).toBe(1);
  });
  it('is at least one second and at most a year', () => {
    expect(scheduleLifetimeSeconds(new Date('2026-11-23T17:59:00.000Z'), now)).toBe(1);
    expect(scheduleLifetimeSeconds(new Date('2030-01-01T00:00:00.000Z'), now)).toBe(365 * 24 * 3600);
  });
});

describe('scheduleEpoch', () => {
  it('changes when a scheduled time passes, and only then', () => {
    expect(scheduleEpoch(null)).toBe('epoch:none');
    const a = scheduleEpoch(new Date('2026-11-23T17:00:00.000Z'));
    expect(a).toBe(scheduleEpoch(new Date('2026-11-23T17:00:00.000Z')));
    expect(a).not.toBe(scheduleEpoch(new Date('2026-11-23T17:30:00.000Z')));
  });
});

describe('isPubliclyVisible / effectiveStatus', () => {
  it('shows published posts and scheduled posts whose time has come', () => {
    expect(isPubliclyVisible('published', null, now)).toBe(true);
    expect(isPubliclyVisible('scheduled', '2026-11-23T18:00:00.000Z', now)).toBe(true);
    expect(isPubliclyVisible('scheduled', '2026-11-23T18:00:00.001Z', now)).toBe(false);
    expect(isPubliclyVisible('scheduled', null, now)).toBe(false);
    expect(isPubliclyVisible('draft', '2026-01-01T00:00:00.000Z', now)).toBe(false);
    expect(isPubliclyVisible('archived', '2026-01-01T00:00:00.000Z', now)).toBe(false);
  });
  it('lists a scheduled post that went live as published', () => {
    expect(effectiveStatus('scheduled', '2026-11-23T17:00:00.000Z', now)).toBe('published');
    expect(effectiveStatus('scheduled', '2026-11-23T19:00:00.000Z', now)).toBe('scheduled');
    expect(effectiveStatus('draft', null, now)).toBe('draft');
  });
});
