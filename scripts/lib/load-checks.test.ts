import { describe, expect, it } from 'vitest';
import { classify, countChecks, heldBodyChecks, loadChecks, PAGE_TARGETS, SIGN_IN_TARGET, type HeldAttack } from './load-checks.mjs';

const MB = 1024 * 1024;
const allPages = (status: number) => Object.fromEntries(PAGE_TARGETS.map((t) => [t.label, { [status]: 100 }]));
const healthy = {
  statuses: { ...allPages(200), [SIGN_IN_TARGET.label]: { 401: 5, 429: 400 } },
  errors: 0,
  timeouts: 0,
  signInLimit: 5,
  idleRss: 500 * MB,
  settledRss: 560 * MB,
  settleSeconds: 3,
  bodies: [{ path: '/api/blog/views', before: 500 * MB, peak: 510 * MB, outcome: 'HTTP 413' }],
};
// What the guard gives: every over-limit and chunked connection refused at once, memory flat.
const heldOk: HeldAttack = {
  before: 330 * MB,
  peak: 334 * MB,
  after: 331 * MB,
  settleSeconds: 0,
  answers: [
    { path: '/quote', kind: 'over', status: 413, ms: 12, sentBeforeAnswer: 0 },
    { path: '/product/1', kind: 'over', status: 413, ms: 30, sentBeforeAnswer: 0 },
    { path: '/quote', kind: 'chunked', status: 411, ms: 9, sentBeforeAnswer: 0 },
  ],
};
const heldFailed = (held: HeldAttack) =>
  heldBodyChecks(held)
    .filter((c) => !c.ok)
    .map((c) => c.name.replace(/ \(.*| <.*| back.*| at once.*/, ''));
const failedNames = (input: typeof healthy) =>
  loadChecks(input)
    .filter((c) => !c.ok)
    .map((c) => c.name);

describe('load lane verdict', () => {
  it('passes every check on a healthy run and counts one test per check', () => {
    const checks = loadChecks(healthy);
    expect(checks.filter((c) => !c.ok)).toEqual([]);
    expect(countChecks(checks)).toEqual({ passed: checks.length, failed: 0, skipped: 0 });
  });

  it('pages must be 2xx; sign-in may be 401 or 429 only', () => {
    expect(classify(PAGE_TARGETS[0]!, 200)).toBe('ok');
    expect(classify(PAGE_TARGETS[0]!, 307)).toBe('error');
    expect(classify({ label: 'x', path: '/x', allow: [308] }, 308)).toBe('ok');
    expect(classify(SIGN_IN_TARGET, 429)).toBe('ok');
    expect(classify(SIGN_IN_TARGET, 401)).toBe('refused');
    expect(classify(SIGN_IN_TARGET, 500)).toBe('error');
  });

  it('fails on connection errors or timeouts', () => {
    expect(failedNames({ ...healthy, errors: 3, timeouts: 3 })).toEqual(['no connection errors or timeouts']);
  });

  it('fails when a page answered non-2xx or got no answer at all', () => {
    const statuses = { ...healthy.statuses, product: { 200: 90, 500: 2 } };
    expect(failedNames({ ...healthy, statuses })).toEqual(['every public page answered 2xx']);
    const silent = { ...healthy.statuses, sitemap: {} };
    expect(loadChecks({ ...healthy, statuses: silent }).find((c) => !c.ok)?.detail).toContain('sitemap: no answer');
  });

  it('fails when more wrong passwords were checked than the limit, or the throttle never answered 429', () => {
    const raced = { ...healthy.statuses, [SIGN_IN_TARGET.label]: { 401: 26, 429: 1500 } };
    expect(failedNames({ ...healthy, statuses: raced })).toEqual(['sign-in throttle held (≤ 5 × 401, then 429)']);
    const never = { ...healthy.statuses, [SIGN_IN_TARGET.label]: { 401: 3 } };
    expect(failedNames({ ...healthy, statuses: never })).toEqual(['sign-in throttle held (≤ 5 × 401, then 429)']);
    const crashed = { ...healthy.statuses, [SIGN_IN_TARGET.label]: { 429: 10, 500: 1 } };
    expect(failedNames({ ...healthy, statuses: crashed })).toEqual(['sign-in answered only 401 or 429']);
  });

  it('fails when memory is not back under idle + 100 MB, or a big body grew it by 50 MB or more', () => {
    expect(failedNames({ ...healthy, settledRss: 600 * MB })).toEqual(['memory back under idle + 100 MB after the load']);
    const bodies = [{ path: '/api/auth/login', before: 800 * MB, peak: 986 * MB, outcome: 'HTTP 429' }];
    expect(failedNames({ ...healthy, bodies })).toEqual(['100 MB body to /api/auth/login: memory grew < 50 MB']);
  });

  it('the held-body attack: refusals before the body, memory bounded and back near its level', () => {
    expect(heldBodyChecks(heldOk).filter((c) => !c.ok)).toEqual([]);
    expect(loadChecks({ ...healthy, held: heldOk })).toHaveLength(loadChecks(healthy).length + 4);
    // What the server did before the guard: no answer while 44 MB per connection were taken in and kept.
    const unguarded: HeldAttack = {
      before: 348 * MB,
      peak: 860 * MB,
      after: 860 * MB,
      settleSeconds: 20,
      answers: heldOk.answers.map((a) => ({ ...a, status: null, ms: null, sentBeforeAnswer: a.kind === 'over' ? 44 * MB : 0 })),
    };
    expect(heldFailed(unguarded)).toEqual([
      'held bodies: 413 before the body is sent',
      'held bodies: 411',
      'held bodies: RSS during the attack',
      'held bodies: RSS',
    ]);
    // A 413 that only came once part of the body was in, or late, is not "before the body".
    const late = { ...heldOk, answers: [{ path: '/quote', kind: 'over' as const, status: 413, ms: 7600, sentBeforeAnswer: 0 }] };
    expect(heldFailed(late)).toEqual(['held bodies: 413 before the body is sent', 'held bodies: 411']);
    const partial = { ...heldOk, answers: heldOk.answers.map((a) => ({ ...a, sentBeforeAnswer: MB })) };
    expect(heldFailed(partial)).toEqual(['held bodies: 413 before the body is sent', 'held bodies: 411']);
  });
});
