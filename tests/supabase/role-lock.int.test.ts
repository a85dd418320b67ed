import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { withDatabase } from '../global-setup';
import { withRoleLock } from './harness';

const pgTemplateUrl = inject('pgTemplateUrl');

// The supabase-like schema creates cluster-wide roles "if not exists"; test files set it up in
// parallel. This replays that race on a role of its own (so no other file's roles are touched): four
// sessions each check, wait, then create. Unserialised, the later ones fail with a duplicate
// pg_authid key; under the lock the first creates and the others see it.
describe.skipIf(!pgTemplateUrl)('cluster-wide role set-up under concurrency (PostgreSQL lane)', () => {
  it('four sessions creating the same role at once all succeed', async () => {
    const role = `race_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const url = withDatabase(pgTemplateUrl, 'postgres');
    const sessions = Array.from({ length: 4 }, () => ({
      admin: postgres(url, { max: 1, onnotice: () => {} }),
      target: postgres(url, { max: 1, onnotice: () => {} }),
    }));
    const createIfMissing = `do $$ begin
      if not exists (select 1 from pg_roles where rolname = '${role}') then
        perform pg_sleep(0.3);
        create role ${role} nologin;
      end if;
    end $$`;
    try {
      const results = await Promise.allSettled(
        sessions.map(({ admin, target }) => withRoleLock(admin, () => target.unsafe(createIfMissing))),
      );
      expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok', 'ok']);
    } finally {
      await sessions[0]!.admin.unsafe(`drop role if exists ${role}`);
      await Promise.all(sessions.flatMap(({ admin, target }) => [admin.end(), target.end()]));
    }
  });
});
