import { jwtVerify, SignJWT } from 'jose';

// Edge-safe: used by middleware.ts as well as by the Node side.

export const SESSION_COOKIE = 'admin_session';
export const SESSION_TTL_SECONDS = 12 * 60 * 60;
const ISSUER = 'packaging-site';
const AUDIENCE = 'packaging-site-admin';

/**
 * `sid` names the server-side session row (embedded adapter: admin_sessions), so sign-out can end
 * this one session at once; tokens issued before it existed have none and are refused by the DB check.
 */
export type SessionClaims = { userId: string; email: string; sessionVersion: number; sessionId?: string };

function key(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export async function signSessionToken(claims: SessionClaims, secret: string, now = Date.now()): Promise<string> {
  const iat = Math.floor(now / 1000);
  const extra = claims.sessionId ? { sid: claims.sessionId } : {};
  return new SignJWT({ email: claims.email, sv: claims.sessionVersion, ...extra })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + SESSION_TTL_SECONDS)
    .sign(key(secret));
}

/** The claims of a valid, unexpired token signed with `secret`; null for anything else. */
export async function verifySessionToken(token: string | undefined, secret: string | undefined): Promise<SessionClaims | null> {
  if (!token || !secret) return null;
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ['HS256'], // IMPORTANT: never accept 'none' or an algorithm the token chooses
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['exp', 'iat', 'sub'],
      maxTokenAge: SESSION_TTL_SECONDS,
    });
    if (typeof payload.sub !== 'string' || typeof payload.email !== 'string' || typeof payload.sv !== 'number') return null;
    const sessionId = typeof payload.sid === 'string' ? { sessionId: payload.sid } : {};
    return { userId: payload.sub, email: payload.email, sessionVersion: payload.sv, ...sessionId };
  } catch {
    return null;
  }
}
