import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { SESSION_TTL_SECONDS, signSessionToken, verifySessionToken } from './token';

const SECRET = 'token-test-secret-token-test-secret-0123';
const claims = { userId: '7b0c6a1e-0000-4000-8000-000000000001', email: 'a@example.com', sessionVersion: 3 };
const key = new TextEncoder().encode(SECRET);

function forged(alg: 'HS256' | 'HS512', overrides: { iss?: string; aud?: string } = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email: claims.email, sv: 3 })
    .setProtectedHeader({ alg })
    .setSubject(claims.userId)
    .setIssuer(overrides.iss ?? 'packaging-site')
    .setAudience(overrides.aud ?? 'packaging-site-admin')
    .setIssuedAt(now)
    .setExpirationTime(now + 60)
    .sign(key);
}

describe('session token', () => {
  it('round-trips the claims', async () => {
    expect(await verifySessionToken(await signSessionToken(claims, SECRET), SECRET)).toEqual(claims);
  });

  it('expires after at most 12 hours', async () => {
    const issued = Date.now() - (SESSION_TTL_SECONDS + 5) * 1000;
    expect(SESSION_TTL_SECONDS).toBeLessThanOrEqual(12 * 3600);
    expect(await verifySessionToken(await signSessionToken(claims, SECRET, issued), SECRET)).toBeNull();
  });

  it('refuses a token signed with another secret, a missing secret or token', async () => {
    const token = await signSessionToken(claims, SECRET);
    expect(await verifySessionToken(token, 'another-secret-another-secret-another-0123')).toBeNull();
    expect(await verifySessionToken(token, undefined)).toBeNull();
    expect(await verifySessionToken(undefined, SECRET)).toBeNull();
    expect(await verifySessionToken('garbage', SECRET)).toBeNull();
  });

  it('refuses alg none and HS512', async () => {
    const none = new UnsecuredJWT({ email: claims.email, sv: 3 })
      .setSubject(claims.userId)
      .setIssuer('packaging-site')
      .setAudience('packaging-site-admin')
      .setIssuedAt()
      .setExpirationTime('1h')
      .encode();
    expect(await verifySessionToken(none, SECRET)).toBeNull();
    expect(await verifySessionToken(await forged('HS512'), SECRET)).toBeNull();
    expect(await verifySessionToken(await forged('HS256'), SECRET)).toEqual(claims);
  });

  it('refuses a wrong issuer or audience', async () => {
    expect(await verifySessionToken(await forged('HS256', { iss: 'someone-else' }), SECRET)).toBeNull();
    expect(await verifySessionToken(await forged('HS256', { aud: 'another-app' }), SECRET)).toBeNull();
  });
});
