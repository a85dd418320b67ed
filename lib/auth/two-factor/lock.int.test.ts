import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import {
  clearSecondStepLock,
  isSecondStepLocked,
  lockedSecondSteps,
  passedSecondStep,
  recordFailedCode,
  SECOND_STEP_LOCK_AFTER,
  secondStepFailureCount,
} from './lock';

// The second step's count and lock on the lane's engine: counted per account and session, a
// session's success forgives only its own wrong codes, parallel wrong codes count one by one and
// lock exactly once.

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => t?.cleanup());

const account = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('the second-step lock', () => {
  it("counts every session's wrong codes; a success clears only its own session's", async () => {
    const id = account(1);
    await recordFailedCode(t.handle.db, id, 'attacker');
    await recordFailedCode(t.handle.db, id, 'attacker');
    await recordFailedCode(t.handle.db, id, 'user');
    expect(await secondStepFailureCount(t.handle.db, id)).toBe(3);
    expect(await passedSecondStep(t.handle.db, id, 'user')).toBe(2);
    expect(await secondStepFailureCount(t.handle.db, id)).toBe(2);
    // Another account is not touched.
    expect(await secondStepFailureCount(t.handle.db, account(2))).toBe(0);
  });

  it(`locks at ${SECOND_STEP_LOCK_AFTER}, and clearing lifts the lock and the count`, async () => {
    const id = account(3);
    for (let i = 1; i < SECOND_STEP_LOCK_AFTER; i++) {
      expect(await recordFailedCode(t.handle.db, id, `s${i % 3}`)).toEqual({ failures: i, lockedNow: false });
    }
    expect(await isSecondStepLocked(t.handle.db, id)).toBe(false);
    expect(await recordFailedCode(t.handle.db, id, 's9')).toEqual({ failures: SECOND_STEP_LOCK_AFTER, lockedNow: true });
    expect(await recordFailedCode(t.handle.db, id, 's9')).toEqual({ failures: SECOND_STEP_LOCK_AFTER + 1, lockedNow: false });
    expect(await isSecondStepLocked(t.handle.db, id)).toBe(true);
    expect(await lockedSecondSteps(t.handle.db, [id, account(4)])).toEqual(new Set([id]));
    expect(await clearSecondStepLock(t.handle.db, id)).toBe(true);
    expect(await clearSecondStepLock(t.handle.db, id)).toBe(false);
    expect(await secondStepFailureCount(t.handle.db, id)).toBe(0);
    expect(await isSecondStepLocked(t.handle.db, id)).toBe(false);
  });

  it('parallel wrong codes from many sessions are each counted, and exactly one reports the lock', async () => {
    const id = account(5);
    const n = SECOND_STEP_LOCK_AFTER + 6;
    const answers = await Promise.all(Array.from({ length: n }, (_, i) => recordFailedCode(t.handle.db, id, `session-${i}`)));
    expect(answers.map((a) => a.failures).sort((a, b) => a - b)).toEqual(Array.from({ length: n }, (_, i) => i + 1));
    expect(answers.filter((a) => a.lockedNow)).toEqual([{ failures: SECOND_STEP_LOCK_AFTER, lockedNow: true }]);
    expect(await secondStepFailureCount(t.handle.db, id)).toBe(n);
  });
});
