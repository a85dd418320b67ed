import { afterEach, beforeEach, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { withActor } from '@/lib/history/actor';
import { saveTwoFactorPolicy } from './two-factor';

// The per-role policy write on the lane's engine (PGlite, or PostgreSQL with TEST_DATABASE=postgres):
// two owners saving the same change at once make one change and one audit entry, not two entries
// that both claim to have turned it on.

let t: TestDatabase;
beforeEach(async () => {
  t = await createTestDatabase();
});
afterEach(async () => t.cleanup());

it('two owners requiring the same role at once: one write, one audit entry', async () => {
  const save = (email: string) => withActor({ userId: null, email }, () => saveTwoFactorPolicy(['sales']));
  const results = await Promise.all([save('a@example.com'), save('b@example.com')]);
  expect(results.sort()).toEqual(['changed', 'unchanged']);
  const entries = await t.handle.runner.query<{ changes: unknown }>(
    `select changes from audit_log where action = 'team.two_factor_policy'`,
  );
  expect(entries).toEqual([{ changes: { sales: [false, true] } }]);
});
