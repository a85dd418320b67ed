// Pure: how a scheduled post changes the public reads' cache entries
// (docs/decisions/026-scheduled-publishing-without-a-scheduler.md). Nothing here reads a clock: `now` is always passed in.

/** Longest lifetime we ever ask for: the data cache's own default (a year), so nothing changes past it. */
const MAX_LIFETIME_SECONDS = 365 * 24 * 60 * 60;

/**
 * Seconds until the next scheduled time, rounded up (never early: a page must not be rebuilt a
 * second before the post is visible and then kept), at least 1 (Next refuses 0). `undefined` when
 * nothing is scheduled: the entries keep the lifetime they have today (tags only).
 */
export function scheduleLifetimeSeconds(next: Date | null, now: Date): number | undefined {
  if (next === null) return undefined;
  const seconds = Math.ceil((next.getTime() - now.getTime()) / 1000);
  return Math.min(Math.max(seconds, 1), MAX_LIFETIME_SECONDS);
}

/**
 * A key part naming the schedule "generation": changes exactly when a scheduled time passes, so a
 * read after it never finds an entry filled before it (on any instance, in any cache store).
 */
export function scheduleEpoch(lastPassed: Date | null): string {
  return lastPassed === null ? 'epoch:none' : `epoch:${lastPassed.getTime()}`;
}
