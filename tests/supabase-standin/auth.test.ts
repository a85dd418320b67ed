import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { SignJWT, decodeJwt, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supabaseClientOptions } from '../../lib/auth/supabase-transport';
import { startStandin, type Standin } from './server';

// The stand-in's Auth half against the REAL supabase-js 2.119 client (no database needed:
// Storage, which needs one, is tested in the prod-rehearsal lane and storage.int.test.ts).
let standin: Standin;
const client = (): SupabaseClient =>
  createClient(standin.url, standin.anonKey, {
    ...supabaseClientOptions,
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });

async function admin(email: string, password: string, appMetadata: Record<string, unknown> = { role: 'admin' }) {
  const service = createClient(standin.url, standin.serviceKey, { ...supabaseClientOptions, auth: { persistSession: false } });
  const { data, error } = await service.auth.admin.createUser({ email, password, email_confirm: true, app_metadata: appMetadata });
  if (error) throw error;
  return data.user;
}

beforeAll(async () => {
  standin = await startStandin({
    databaseUrl: 'postgres://unused@127.0.0.1:1/unused',
    storageRoot: '/nonexistent',
    jwtExpirySeconds: 60,
    reuseIntervalSeconds: 0,
    signInLimit: { max: 100, windowMs: 60_000 },
  });
  await admin('boss@example.com', 'boss-password');
});
afterAll(() => standin.close());

describe('password sign-in and JWTs', () => {
  it('issues an ES256 JWT with Supabase claims that getClaims() verifies through the JWKS', async () => {
    const c = client();
    const { data, error } = await c.auth.signInWithPassword({ email: 'boss@example.com', password: 'boss-password' });
    expect(error).toBeNull();
    const claims = decodeJwt(data.session!.access_token);
    expect(claims).toMatchObject({
      aud: 'authenticated',
      role: 'authenticated',
      email: 'boss@example.com',
      app_metadata: { role: 'admin', provider: 'email' },
    });
    expect(typeof claims.session_id).toBe('string');
    expect(claims.exp! - claims.iat!).toBe(60);
    const verified = await c.auth.getClaims(data.session!.access_token);
    expect(verified.error).toBeNull();
    expect(verified.data?.header).toMatchObject({ alg: 'ES256' });
    expect(verified.data?.claims.sub).toBe(data.user!.id);
  });

  it('answers 400 invalid_credentials alike for a wrong password and an unknown e-mail', async () => {
    for (const [email, password] of [
      ['boss@example.com', 'nope-nope'],
      ['ghost@example.com', 'boss-password'],
    ]) {
      const { error } = await client().auth.signInWithPassword({ email: email!, password: password! });
      expect(error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
    }
  });

  it('refuses a token signed by another key (getClaims) and a tampered claim', async () => {
    const { privateKey } = await generateKeyPair('ES256');
    const { data } = await client().auth.signInWithPassword({ email: 'boss@example.com', password: 'boss-password' });
    const header = JSON.parse(Buffer.from(data.session!.access_token.split('.')[0]!, 'base64url').toString());
    const forged = await new SignJWT({ ...decodeJwt(data.session!.access_token) }).setProtectedHeader(header).sign(privateKey);
    expect((await client().auth.getClaims(forged)).error?.message).toMatch(/Invalid JWT signature/);
    const [h, , s] = data.session!.access_token.split('.');
    const body = Buffer.from(JSON.stringify({ ...decodeJwt(data.session!.access_token), app_metadata: { role: 'admin', x: 1 } })).toString(
      'base64url',
    );
    expect((await client().auth.getClaims(`${h}.${body}.${s}`)).error).not.toBeNull();
  });
});

describe('refresh tokens', () => {
  it('rotates, and a reused old token outside the reuse interval revokes the whole session', async () => {
    const c = client();
    const { data } = await c.auth.signInWithPassword({ email: 'boss@example.com', password: 'boss-password' });
    const first = data.session!.refresh_token;
    const r1 = await c.auth.refreshSession({ refresh_token: first });
    expect(r1.error).toBeNull();
    const second = r1.data.session!.refresh_token;
    expect(second).not.toBe(first);
    const r2 = await c.auth.refreshSession({ refresh_token: second });
    expect(r2.error).toBeNull();
    // `first` is neither active nor the parent of the active token: reuse → family revoked.
    const reuse = await client().auth.refreshSession({ refresh_token: first });
    expect(reuse.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
    const after = await client().auth.refreshSession({ refresh_token: r2.data.session!.refresh_token });
    expect(after.error).toMatchObject({ status: 400 });
  });

  it('gives the active token back when the client lost the answer of its last refresh', async () => {
    const c = client();
    const { data } = await c.auth.signInWithPassword({ email: 'boss@example.com', password: 'boss-password' });
    const r1 = await c.auth.refreshSession({ refresh_token: data.session!.refresh_token });
    const again = await client().auth.refreshSession({ refresh_token: data.session!.refresh_token });
    expect(again.error).toBeNull();
    expect(again.data.session!.refresh_token).toBe(r1.data.session!.refresh_token);
  });

  it('answers refresh_token_not_found for an unknown token', async () => {
    const { error } = await client().auth.refreshSession({ refresh_token: 'abcdefabcdef' });
    expect(error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  });
});

describe('user, password change, logout scopes, sign-up', () => {
  it('changes the password (422 weak_password / same_password first) and ends the other sessions', async () => {
    await admin('pw@example.com', 'pw-one-one');
    const a = client();
    const b = client();
    await a.auth.signInWithPassword({ email: 'pw@example.com', password: 'pw-one-one' });
    const other = await b.auth.signInWithPassword({ email: 'pw@example.com', password: 'pw-one-one' });
    expect((await a.auth.updateUser({ password: '123' })).error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['length'] });
    expect((await a.auth.updateUser({ password: 'pw-one-one' })).error).toMatchObject({ status: 422, code: 'same_password' });
    expect((await a.auth.updateUser({ password: 'pw-two-two' })).error).toBeNull();
    expect(standin.auth.sessionCount('pw@example.com')).toBe(1);
    const stale = await fetch(`${standin.url}/auth/v1/user`, {
      headers: { apikey: standin.anonKey, authorization: `Bearer ${other.data.session!.access_token}` },
    });
    expect([stale.status, (await stale.json()).code]).toEqual([403, 'session_not_found']);
    expect((await client().auth.refreshSession({ refresh_token: other.data.session!.refresh_token })).error).toMatchObject({ status: 400 });
    expect((await client().auth.signInWithPassword({ email: 'pw@example.com', password: 'pw-two-two' })).error).toBeNull();
  });

  it('logout scopes: local ends this session, others the rest, global all', async () => {
    await admin('scope@example.com', 'scope-pass');
    const sign = async () => {
      const c = client();
      await c.auth.signInWithPassword({ email: 'scope@example.com', password: 'scope-pass' });
      return c;
    };
    const [a, b, c] = [await sign(), await sign(), await sign()];
    await a.auth.signOut({ scope: 'local' });
    expect(standin.auth.sessionCount('scope@example.com')).toBe(2);
    await b.auth.signOut({ scope: 'others' });
    expect(standin.auth.sessionCount('scope@example.com')).toBe(1);
    const d = await sign();
    await d.auth.signOut({ scope: 'global' });
    expect(standin.auth.sessionCount('scope@example.com')).toBe(0);
    expect((await c.auth.getUser()).error).not.toBeNull();
  });

  it('answers 403 bad_jwt on an expired or badly signed access token, 401 without one', async () => {
    const { data } = await client().auth.signInWithPassword({ email: 'boss@example.com', password: 'boss-password' });
    const expired = await standin.mint({ ...decodeJwt(data.session!.access_token), exp: undefined, iat: undefined }, -10);
    const token = data.session!.access_token;
    for (const [jwt, status, message] of [
      [expired, 403, /token is expired/],
      [`${token.slice(0, -4)}AAAA`, 403, /signature/],
      ['', 401, /requires a valid Bearer token/],
    ] as const) {
      const res = await fetch(`${standin.url}/auth/v1/user`, { headers: { apikey: standin.anonKey, authorization: `Bearer ${jwt}` } });
      const body = await res.json();
      expect(res.status).toBe(status);
      expect(body.message).toMatch(message);
    }
  });

  it('lets anyone sign up (a session at once) but never as an admin, nor promote themselves', async () => {
    const c = client();
    const { data, error } = await c.auth.signUp({
      email: 'newbie@example.com',
      password: 'newbie-pass',
      options: { data: { role: 'admin' } },
    });
    expect(error).toBeNull();
    const claims = decodeJwt(data.session!.access_token);
    expect(claims.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
    expect(claims.user_metadata).toEqual({ role: 'admin' });
    const res = await fetch(`${standin.url}/auth/v1/user`, {
      method: 'PUT',
      headers: { apikey: standin.anonKey, authorization: `Bearer ${data.session!.access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ app_metadata: { role: 'admin' } }),
    });
    expect(res.status).toBe(403);
    expect((await client().auth.signUp({ email: 'newbie@example.com', password: 'newbie-pass' })).error).toMatchObject({
      status: 422,
      code: 'user_already_exists',
    });
  });

  it('refuses requests without the API key, and rate-limits sign-ins with 429 over_request_rate_limit', async () => {
    expect((await fetch(`${standin.url}/auth/v1/user`)).status).toBe(401);
    const strict = await startStandin({
      databaseUrl: 'postgres://unused@127.0.0.1:1/unused',
      storageRoot: '/nonexistent',
      signInLimit: { max: 3, windowMs: 60_000 },
    });
    try {
      const c = createClient(strict.url, strict.anonKey, { ...supabaseClientOptions, auth: { persistSession: false } });
      const answers = [];
      for (let i = 0; i < 4; i++)
        answers.push((await c.auth.signInWithPassword({ email: 'boss@example.com', password: 'wrong-wrong' })).error);
      expect(answers.map((e) => e?.status)).toEqual([400, 400, 400, 429]);
      expect(answers[3]).toMatchObject({ code: 'over_request_rate_limit' });
    } finally {
      await strict.close();
    }
  });
});
