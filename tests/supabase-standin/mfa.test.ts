import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supabaseClientOptions } from '../../lib/auth/supabase-transport';
import { startStandin, type Standin } from './server';

// The stand-in's Auth MFA and user administration against the REAL supabase-js client.
let standin: Standin;
const noSession = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false };
const client = (): SupabaseClient => createClient(standin.url, standin.anonKey, { ...supabaseClientOptions, auth: noSession });
const service = (): SupabaseClient => createClient(standin.url, standin.serviceKey, { ...supabaseClientOptions, auth: noSession });
const code = (secret: string, offsetSteps = 0) =>
  TOTP.generate({
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
    timestamp: Date.now() + offsetSteps * 30_000,
  });

async function signedIn(email: string, password: string): Promise<SupabaseClient> {
  const c = createClient(standin.url, standin.anonKey, {
    ...supabaseClientOptions,
    auth: { ...noSession, persistSession: true, storage: new MemoryStorage() },
  });
  const { error } = await c.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return c;
}
class MemoryStorage {
  private m = new Map<string, string>();
  getItem = (k: string) => this.m.get(k) ?? null;
  setItem = (k: string, v: string) => void this.m.set(k, v);
  removeItem = (k: string) => void this.m.delete(k);
}

beforeAll(async () => {
  standin = await startStandin({ databaseUrl: 'postgres://unused@127.0.0.1:1/unused', storageRoot: '/nonexistent', jwtExpirySeconds: 60 });
  for (const email of ['mfa@example.com', 'other@example.com']) {
    const { error } = await service().auth.admin.createUser({
      email,
      password: 'pass-word-1',
      email_confirm: true,
      app_metadata: { role: 'sales' },
    });
    if (error) throw error;
  }
});
afterAll(() => standin.close());

describe('Auth MFA (TOTP)', () => {
  it('enrols, challenges and verifies into an aal2 session with a totp amr entry; a code works once', async () => {
    const c = await signedIn('mfa@example.com', 'pass-word-1');
    const enrolled = await c.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'phone' });
    expect(enrolled.error).toBeNull();
    const totp = enrolled.data!.totp!;
    expect(totp.uri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(totp.qr_code).toMatch(/^data:image\/svg\+xml/);
    const before = await c.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(before.data).toMatchObject({ currentLevel: 'aal1' });

    const wrong = await c.auth.mfa.challengeAndVerify({ factorId: enrolled.data!.id, code: '000000' });
    expect(wrong.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });

    const good = code(totp.secret);
    const ok = await c.auth.mfa.challengeAndVerify({ factorId: enrolled.data!.id, code: good });
    expect(ok.error).toBeNull();
    const claims = decodeJwt(ok.data!.access_token) as { aal: string; amr: { method: string }[] };
    expect(claims.aal).toBe('aal2');
    expect(claims.amr.map((a) => a.method)).toEqual(['totp', 'password']);
    const { data: user } = await c.auth.getUser();
    expect(user.user!.factors).toEqual([expect.objectContaining({ id: enrolled.data!.id, status: 'verified', factor_type: 'totp' })]);
    expect(user.user!.factors![0]).not.toHaveProperty('secret');

    // The same code again (replay) is refused.
    const replay = await c.auth.mfa.challengeAndVerify({ factorId: enrolled.data!.id, code: good });
    expect(replay.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });

    // A fresh password sign-in is aal1 again and sees the verified factor (the app then holds it).
    const again = await signedIn('mfa@example.com', 'pass-word-1');
    const aal = await again.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    // aal1 may not unenrol a verified factor, nor enrol a second one.
    const unenrol = await again.auth.mfa.unenroll({ factorId: enrolled.data!.id });
    expect(unenrol.error).toMatchObject({ status: 422, code: 'insufficient_aal' });
    const second = await again.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'tablet' });
    expect(second.error).toMatchObject({ status: 422, code: 'insufficient_aal' });
    // aal2 may.
    const gone = await c.auth.mfa.unenroll({ factorId: enrolled.data!.id });
    expect(gone.error).toBeNull();
  });

  it('answers 404 for a factor of another user and for an unknown challenge', async () => {
    const mine = await signedIn('mfa@example.com', 'pass-word-1');
    const other = await signedIn('other@example.com', 'pass-word-1');
    const { data } = await mine.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'x' });
    const foreign = await other.auth.mfa.challenge({ factorId: data!.id });
    expect(foreign.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
    const unknown = await mine.auth.mfa.verify({ factorId: data!.id, challengeId: crypto.randomUUID(), code: '123456' });
    expect(unknown.error).toMatchObject({ status: 404, code: 'mfa_challenge_not_found' });
  });

  it("lets the service role list and delete a user's factor; a user token is not_admin there", async () => {
    const c = await signedIn('other@example.com', 'pass-word-1');
    const { data: e } = await c.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'p' });
    await c.auth.mfa.challengeAndVerify({ factorId: e!.id, code: code(e!.totp!.secret) });
    const { data: u } = await c.auth.getUser();
    const listed = await service().auth.admin.mfa.listFactors({ userId: u.user!.id });
    expect(listed.data?.factors.map((f) => f.status)).toEqual(['verified']);
    const asUser = await c.auth.admin.mfa.deleteFactor({ userId: u.user!.id, id: e!.id });
    expect(asUser.error).toMatchObject({ status: 403 });
    const deleted = await service().auth.admin.mfa.deleteFactor({ userId: u.user!.id, id: e!.id });
    expect(deleted.error).toBeNull();
    // Deleting a verified factor ends the user's sessions (auth-js documents it).
    // (auth-js answers GoTrue's 403 session_not_found as a missing session and drops it.)
    const ended = await c.auth.getUser();
    expect(ended.data.user).toBeNull();
    expect(ended.error?.name).toBe('AuthSessionMissingError');
    expect(standin.auth.sessionCount('other@example.com')).toBe(0);
    expect((await service().auth.admin.getUserById(u.user!.id)).data.user?.factors ?? []).toEqual([]);
  });
});

describe('user administration', () => {
  it('invites (Supabase sends the mail), sets app_metadata.role, lists, and deletes with every session', async () => {
    const s = service();
    const invited = await s.auth.admin.inviteUserByEmail('new@example.com', { redirectTo: 'http://site/login' });
    expect(invited.error).toBeNull();
    expect(invited.data.user?.invited_at).toBeTruthy();
    const again = await s.auth.admin.createUser({ email: 'new@example.com', password: 'x-x-x-x-x' });
    expect(again.error).toMatchObject({ status: 422, code: 'email_exists' });
    const id = invited.data.user!.id;
    const updated = await s.auth.admin.updateUserById(id, { app_metadata: { role: 'sales' } });
    expect(updated.data.user?.app_metadata).toMatchObject({ role: 'sales', provider: 'email' });

    // The invitation's link signs the colleague in; they set a password.
    const mail = standin.inviteOutbox.find((m) => m.email === 'new@example.com')!;
    expect(mail.redirectTo).toBe('http://site/login');
    const colleague = createClient(standin.url, standin.anonKey, {
      ...supabaseClientOptions,
      auth: { ...noSession, persistSession: true, storage: new MemoryStorage() },
    });
    const accepted = await colleague.auth.verifyOtp({ token_hash: mail.tokenHash, type: 'invite' });
    expect(accepted.error).toBeNull();
    expect((await colleague.auth.updateUser({ password: 'colleague-pass-1' })).error).toBeNull();
    const reused = await client().auth.verifyOtp({ token_hash: mail.tokenHash, type: 'invite' });
    expect(reused.error).toMatchObject({ status: 403, code: 'otp_expired' });

    const listed = await s.auth.admin.listUsers({ page: 1, perPage: 100 });
    expect(listed.data.users.find((u) => u.id === id)?.app_metadata.role).toBe('sales');
    expect('total' in listed.data && listed.data.total).toBe(listed.data.users.length);

    const signed = await signedIn('new@example.com', 'colleague-pass-1');
    expect(standin.auth.sessionCount('new@example.com')).toBe(2);
    expect((await s.auth.admin.deleteUser(id)).error).toBeNull();
    expect(standin.auth.sessionCount('new@example.com')).toBe(0);
    const after = await signed.auth.getUser();
    expect(after.error).toMatchObject({ status: 403, code: 'user_not_found' });
    expect((await s.auth.admin.getUserById(id)).error).toMatchObject({ status: 404, code: 'user_not_found' });
  });

  it('refuses the admin endpoints and /invite without the service role', async () => {
    const c = await signedIn('mfa@example.com', 'pass-word-1');
    const { data } = await c.auth.getSession();
    for (const [method, path] of [
      ['GET', '/admin/users'],
      ['POST', '/invite'],
    ] as const) {
      const res = await fetch(`${standin.url}/auth/v1${path}`, {
        method,
        headers: { apikey: standin.anonKey, authorization: `Bearer ${data.session!.access_token}`, 'content-type': 'application/json' },
        ...(method === 'POST' ? { body: JSON.stringify({ email: 'x@example.com' }) } : {}),
      });
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ code: 'not_admin' });
    }
  });
});
