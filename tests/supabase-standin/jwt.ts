import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, jwtVerify, SignJWT, type JWK, type JWTPayload, type CryptoKey } from 'jose';

/**
 * Signing keys of the stand-in project. New Supabase projects sign access tokens with an asymmetric
 * ECC P-256 key (ES256) and publish the public half at /auth/v1/.well-known/jwks.json; auth-js 2.119
 * `getClaims()` then verifies locally with WebCrypto (it falls back to GET /user only for HS* or a
 * missing `kid`). Documented: supabase.com/docs/guides/auth/signing-keys.
 */
export type SigningKeys = { kid: string; privateKey: CryptoKey; jwks: { keys: JWK[] } };

export async function createSigningKeys(): Promise<SigningKeys> {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  const kid = randomUUID();
  const jwk = await exportJWK(publicKey);
  return { kid, privateKey, jwks: { keys: [{ ...jwk, kid, alg: 'ES256', use: 'sig', key_ops: ['verify'], ext: true }] } };
}

export async function signAccessToken(keys: SigningKeys, claims: JWTPayload, expiresInSeconds: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ ...claims, iat: now, exp: now + expiresInSeconds })
    .setProtectedHeader({ alg: 'ES256', kid: keys.kid, typ: 'JWT' })
    .sign(keys.privateKey);
}

/** Verifies signature and expiry (GoTrue also checks `aud` only when asked; we do not). */
export async function verifyAccessToken(
  keys: SigningKeys,
  token: string,
): Promise<{ ok: true; claims: JWTPayload } | { ok: false; message: string }> {
  try {
    const [jwk] = keys.jwks.keys;
    const { importJWK } = await import('jose');
    const publicKey = await importJWK(jwk!, 'ES256');
    const { payload } = await jwtVerify(token, publicKey, { algorithms: ['ES256'] });
    return { ok: true, claims: payload };
  } catch (error) {
    const reason =
      (error as { code?: string }).code === 'ERR_JWT_EXPIRED' ? 'token has invalid claims: token is expired' : 'signature is invalid';
    return { ok: false, message: `invalid JWT: unable to parse or verify signature, ${reason}` };
  }
}
