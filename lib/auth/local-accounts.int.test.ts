import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/db';
import { resetConfigForTests } from '../config';
import { adminUsers } from '../db/schema';
import {
  ensureSeedAdmin,
  findAccountByEmail,
  setAccountPassword,
  upsertAccount,
  verifyAccountPassword,
  verifyCredentials,
} from './local-accounts';
import { cookieStore } from '@/tests/request-mocks';

// The embedded session reads cookies through next/headers: the in-memory cookie store of
// tests/request-mocks.ts here.
vi.mock('next/headers', async () => (await import('@/tests/request-mocks')).nextHeadersCookieStoreModule());

describe('local accounts', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => t?.cleanup());
  beforeEach(() => cookieStore.clear());

  it('creates, verifies (case-insensitive e-mail) and resets an account', async () => {
    const { account, created } = await upsertAccount(t.handle.db, 'Someone@Example.com', 'first-pass');
    expect(created).toBe(true);
    expect(account).toEqual({ id: expect.any(String), email: 'someone@example.com', sessionVersion: 1, role: 'owner' });
    expect(await verifyCredentials(t.handle.db, 'SOMEONE@example.com', 'first-pass')).toEqual(account);
    expect(await verifyCredentials(t.handle.db, 'someone@example.com', 'wrong')).toBeNull();
    expect(await verifyCredentials(t.handle.db, 'nobody@example.com', 'first-pass')).toBeNull();

    const reset = await upsertAccount(t.handle.db, 'someone@example.com', 'second-pass');
    expect(reset).toEqual({ account: { ...account, sessionVersion: 2 }, created: false });
    expect(await verifyCredentials(t.handle.db, 'someone@example.com', 'first-pass')).toBeNull();
    expect(await verifyAccountPassword(t.handle.db, account.id, 'second-pass')).toBe(true);
    expect(await verifyAccountPassword(t.handle.db, 'not-a-uuid', 'second-pass')).toBe(false);
    // The hash never leaves lib/auth: read models carry no password_hash.
    expect(Object.keys((await findAccountByEmail(t.handle.db, 'someone@example.com')) ?? {})).not.toContain('passwordHash');
  });

  it('a password change bumps session_version and ends older sessions', async () => {
    const { embeddedAuth } = await import('./embedded-auth');
    const { account } = await upsertAccount(t.handle.db, 'sessions@example.com', 'pass-one');
    const signIn = await embeddedAuth.signIn('sessions@example.com', 'pass-one', { secure: false });
    expect(signIn).toMatchObject({ ok: true, user: { userId: account.id } });
    const oldToken = cookieStore.get('admin_session');
    expect(oldToken).toBeTruthy();
    expect(await embeddedAuth.currentUser()).toMatchObject({
      userId: account.id,
      email: 'sessions@example.com',
      role: 'owner',
      secondFactor: { enrolled: false, passed: false },
    });

    const result = await embeddedAuth.changePassword({ userId: account.id, email: account.email }, 'pass-one', 'pass-two', {
      secure: false,
    });
    expect(result).toEqual({ ok: true });
    const newToken = cookieStore.get('admin_session');
    expect(newToken).not.toBe(oldToken);
    // This session continues with its fresh token …
    expect(await embeddedAuth.currentUser()).toMatchObject({ userId: account.id });
    // … every older one is over.
    cookieStore.set('admin_session', oldToken ?? '');
    expect(await embeddedAuth.currentUser()).toBeNull();

    expect(
      await embeddedAuth.changePassword({ userId: account.id, email: account.email }, 'wrong', 'pass-three', { secure: false }),
    ).toEqual({
      ok: false,
      reason: 'current-incorrect',
    });
    expect(await setAccountPassword(t.handle.db, '00000000-0000-4000-8000-000000000000', 'x')).toBeNull();
  });

  it('a deleted account has no session', async () => {
    const { embeddedAuth } = await import('./embedded-auth');
    await upsertAccount(t.handle.db, 'gone@example.com', 'pass-gone');
    await embeddedAuth.signIn('gone@example.com', 'pass-gone', { secure: false });
    expect(await embeddedAuth.currentUser()).not.toBeNull();
    const { sql } = await import('drizzle-orm');
    await t.handle.db.delete(adminUsers).where(sql`email = 'gone@example.com'`);
    expect(await embeddedAuth.currentUser()).toBeNull();
    await embeddedAuth.signOut();
    expect(cookieStore.has('admin_session')).toBe(false);
  });

  it('sign-out ends the session on the server: a copied cookie stops working at once', async () => {
    const { embeddedAuth } = await import('./embedded-auth');
    const { account } = await upsertAccount(t.handle.db, 'logout@example.com', 'pass-logout');
    await embeddedAuth.signIn('logout@example.com', 'pass-logout', { secure: false });
    const copied = cookieStore.get('admin_session') ?? '';
    // A second session of the same account (another browser) is not affected by this sign-out.
    await embeddedAuth.signIn('logout@example.com', 'pass-logout', { secure: false });
    const otherBrowser = cookieStore.get('admin_session') ?? '';
    cookieStore.set('admin_session', copied);
    expect(await embeddedAuth.currentUser()).toMatchObject({ userId: account.id, email: 'logout@example.com', role: 'owner' });
    await embeddedAuth.signOut();
    expect(cookieStore.has('admin_session')).toBe(false);
    cookieStore.set('admin_session', copied); // the attacker's copy
    expect(await embeddedAuth.currentUser()).toBeNull();
    cookieStore.set('admin_session', otherBrowser);
    expect(await embeddedAuth.currentUser()).toMatchObject({ userId: account.id });
  });

  it('a valid token without a server-side session (sid) is refused', async () => {
    const { embeddedAuth } = await import('./embedded-auth');
    const { signSessionToken } = await import('./token');
    const { getConfig } = await import('../config');
    const { account } = await upsertAccount(t.handle.db, 'nosid@example.com', 'pass-nosid');
    const secret = getConfig().sessionSecret ?? '';
    cookieStore.set(
      'admin_session',
      await signSessionToken({ userId: account.id, email: account.email, sessionVersion: account.sessionVersion }, secret),
    );
    expect(await embeddedAuth.currentUser()).toBeNull();
    const forged = {
      userId: account.id,
      email: account.email,
      sessionVersion: account.sessionVersion,
      sessionId: '00000000-0000-4000-8000-000000000000',
    };
    cookieStore.set('admin_session', await signSessionToken(forged, secret));
    expect(await embeddedAuth.currentUser()).toBeNull();
  });

  it('ensureSeedAdmin creates the configured admin once and never resets it', async () => {
    vi.stubEnv('ADMIN_EMAIL', 'seed@example.com');
    vi.stubEnv('ADMIN_PASSWORD', 'seed-pass');
    resetConfigForTests();
    try {
      await ensureSeedAdmin(t.handle.db);
      const first = await findAccountByEmail(t.handle.db, 'seed@example.com');
      expect(first).not.toBeNull();
      await setAccountPassword(t.handle.db, first?.id ?? '', 'changed-pass');
      await ensureSeedAdmin(t.handle.db);
      expect(await verifyCredentials(t.handle.db, 'seed@example.com', 'changed-pass')).not.toBeNull();

      vi.stubEnv('ADMIN_EMAIL', 'nopass@example.com');
      vi.stubEnv('ADMIN_PASSWORD', '');
      vi.stubEnv('NODE_ENV', 'production');
      vi.stubEnv('SESSION_SECRET', 'production-secret-production-secret-0123');
      resetConfigForTests();
      await ensureSeedAdmin(t.handle.db);
      expect(await findAccountByEmail(t.handle.db, 'nopass@example.com')).toBeNull();

      // Production: a weak ADMIN_PASSWORD refuses to start and creates nothing; a strong one is used.
      vi.stubEnv('ADMIN_EMAIL', 'weak@example.com');
      for (const weak of ['admin12345', 'password1234567']) {
        vi.stubEnv('ADMIN_PASSWORD', weak);
        resetConfigForTests();
        await expect(ensureSeedAdmin(t.handle.db)).rejects.toThrow(/ADMIN_PASSWORD/);
        expect(await findAccountByEmail(t.handle.db, 'weak@example.com')).toBeNull();
      }
      vi.stubEnv('ADMIN_PASSWORD', 'kardus-tebal-biru-1987!');
      resetConfigForTests();
      await ensureSeedAdmin(t.handle.db);
      expect(await verifyCredentials(t.handle.db, 'weak@example.com', 'kardus-tebal-biru-1987!')).not.toBeNull();
    } finally {
      vi.unstubAllEnvs();
      resetConfigForTests();
    }
  });
});
