import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attempt,
  createSupabaseLikeDatabase,
  supabaseLikeUnavailable,
  userClaims,
  type Caller,
  type Outcome,
  type SupabaseLikeDatabase,
} from './harness';
import { CALLERS, IDS, seedStorage } from './seed';

// The photo bucket as the Storage API uses it: every upload/upsert/remove/list runs against
// storage.objects under the caller's role and JWT claims, so these policies decide who may write.
// Only a user whose app_metadata (writable with the service role only) says role=admin may.
const skipReason = supabaseLikeUnavailable();

const { anon, nonAdmin, selfPromoted, admin } = CALLERS;
const editorRole: Caller = {
  name: 'app_metadata.role=editor',
  role: 'authenticated',
  claims: userClaims(IDS.nonAdminUser, { role: 'editor' }),
};
const roleCaller = (role: string): Caller => ({
  name: `app_metadata.role=${role}`,
  role: 'authenticated',
  claims: userClaims(IDS.adminUser, { role }),
});
// Sales handles inquiries only: no photo writes.
const REFUSED = [anon, nonAdmin, selfPromoted, editorRole, roleCaller('sales')];
const WRITERS = [admin, roleCaller('owner'), roleCaller('catalogue'), roleCaller('blog')];

// What the Storage API runs for an upload: the owner is the JWT's sub. No RETURNING: that would
// also need the select policy, and Supabase documents INSERT alone as what an upload needs.
const upload = (caller: Caller, bucket = 'itemphotos', name = 'items/9102/new.webp') =>
  attempt(
    db.sql,
    caller,
    `insert into storage.objects (bucket_id, name, owner, owner_id, metadata)
     values ($1, $2, auth.uid(), auth.uid()::text, '{"mimetype": "image/webp", "size": 1024}')`,
    [bucket, name],
  );
// Direct deletes are refused unless the Storage API flags its own transaction (supabase/storage 0055).
const API_DELETE = { 'storage.allow_delete_query': 'true' };
const summary = (o: Outcome) => (o.ok ? `${o.count} rows` : o.code);

let db: SupabaseLikeDatabase;

describe.skipIf(skipReason !== null)(`Supabase Storage policies${skipReason ? ` (skipped: ${skipReason})` : ''}`, () => {
  beforeAll(async () => {
    db = await createSupabaseLikeDatabase();
    // An upgrade: the previous policies.sql let anyone list the bucket; applying this one must end that.
    await db.sql.unsafe(`create policy "itemphotos public read" on storage.objects for select to anon, authenticated
                         using (bucket_id = 'itemphotos')`);
    await db.applyPolicies();
    await db.applyPolicies();
    await seedStorage(db.sql);
  }, 120_000);
  afterAll(async () => db?.cleanup());

  it('the itemphotos bucket is public with its size and MIME limits', async () => {
    const rows = await db.sql`select public, file_size_limit, allowed_mime_types from storage.buckets where id = 'itemphotos'`;
    expect(rows).toEqual([{ public: true, file_size_limit: '10485760', allowed_mime_types: ['image/jpeg', 'image/png', 'image/webp'] }]);
  });

  it('refuses uploads from anon and from any Supabase user who is not an admin', async () => {
    for (const caller of REFUSED) {
      expect(summary(await upload(caller)), `${caller.name} uploading`).toBe('42501');
    }
  });

  it('lets an admin upload into itemphotos, and nowhere else', async () => {
    expect(summary(await upload(admin))).toBe('1 rows');
    expect(summary(await upload(admin, 'other'))).toBe('42501');
  });

  it('lets the owner, catalogue and blog roles upload photos', async () => {
    for (const [i, caller] of WRITERS.entries()) {
      expect(summary(await upload(caller, 'itemphotos', `items/9103/role-${i}.webp`)), caller.name).toBe('1 rows');
    }
  });

  it('lets only an admin list, overwrite (upsert) or remove photos', async () => {
    const list = `select name from storage.objects where bucket_id = 'itemphotos'`;
    const overwrite = `update storage.objects set metadata = '{"size": 1}', updated_at = now() where bucket_id = 'itemphotos' and name = $1`;
    const remove = `delete from storage.objects where bucket_id = 'itemphotos' and name = $1`;
    // Without a WHERE or RETURNING, PostgreSQL applies only the update/delete policy (no select
    // policy): these catch an update/delete policy that forgets the admin claim.
    const blanketOverwrite = `update storage.objects set metadata = '{"size": 1}'`;
    const blanketRemove = 'delete from storage.objects';
    for (const caller of REFUSED) {
      expect(summary(await attempt(db.sql, caller, blanketOverwrite)), `${caller.name} overwriting all`).toBe('0 rows');
      expect(summary(await attempt(db.sql, caller, blanketRemove, [], API_DELETE)), `${caller.name} removing all`).toBe('0 rows');
      expect(summary(await attempt(db.sql, caller, list)), `${caller.name} listing`).toBe('0 rows');
      expect(summary(await attempt(db.sql, caller, overwrite, [IDS.existingPhoto])), `${caller.name} overwriting`).toBe('0 rows');
      expect(summary(await attempt(db.sql, caller, remove, [IDS.existingPhoto], API_DELETE)), `${caller.name} removing`).toBe('0 rows');
    }
    expect(await attempt(db.sql, admin, list)).toMatchObject({ ok: true, rows: [{ name: IDS.existingPhoto }] });
    expect(summary(await attempt(db.sql, admin, overwrite, [IDS.existingPhoto]))).toBe('1 rows');
    expect(summary(await attempt(db.sql, admin, remove, [IDS.existingPhoto], API_DELETE))).toBe('1 rows');
    expect(summary(await attempt(db.sql, admin, blanketRemove, [], API_DELETE))).toBe('1 rows');
  });

  it('an admin may not move a photo out of the bucket or turn it into another bucket', async () => {
    const move = `update storage.objects set bucket_id = 'other' where bucket_id = 'itemphotos' and name = $1`;
    expect(summary(await attempt(db.sql, admin, move, [IDS.existingPhoto]))).toBe('42501');
  });

  it('buckets cannot be created or changed through the API roles', async () => {
    for (const caller of [anon, nonAdmin, admin]) {
      const raise = await attempt(db.sql, caller, `update storage.buckets set file_size_limit = null where id = 'itemphotos'`);
      expect(summary(raise), `${caller.name} lifting the size limit`).toBe('0 rows');
      const create = await attempt(db.sql, caller, `insert into storage.buckets (id, name, public) values ('x', 'x', true)`);
      expect(summary(create), `${caller.name} creating a bucket`).toBe('42501');
    }
  });
});
