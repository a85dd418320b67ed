import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

/** The stand-in's account records and their JSON shape (GoTrue's models.User as the API returns it). */
export type User = {
  id: string;
  email: string;
  passwordHash: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  created_at: string;
  updated_at: string;
  last_sign_in_at: string | null;
  /** POST /invite: when the invitation went out (GoTrue's invited_at). */
  invited_at?: string | null;
  /** Auth MFA factors (GoTrue's mfa_factors rows), verified or not. */
  factors: Factor[];
};
/** A TOTP factor (GoTrue models.Factor); the secret never leaves the stand-in after enrolment. */
export type Factor = {
  id: string;
  friendly_name: string;
  factor_type: 'totp';
  status: 'unverified' | 'verified';
  secret: string;
  created_at: string;
  updated_at: string;
  /** The newest 30-second step a code was accepted for (GoTrue refuses a code used once). */
  lastStep: number | null;
};
export type AuthMethod = { method: string; timestamp: number };
/** A GoTrue session: its assurance level and the methods it passed (the JWT's aal and amr claims). */
export type Session = { id: string; userId: string; aal: 'aal1' | 'aal2'; amr: AuthMethod[] };

export const toFactorJson = (f: Factor) => ({
  id: f.id,
  friendly_name: f.friendly_name,
  factor_type: f.factor_type,
  status: f.status,
  created_at: f.created_at,
  updated_at: f.updated_at,
});
export type RefreshToken = { token: string; sessionId: string; parent: string | null; revoked: boolean; updatedAt: number };

export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  return `${salt.toString('hex')}:${scryptSync(password, salt, 32, { N: 1 << 12 }).toString('hex')}`;
}
export function checkPassword(password: string, stored: string): boolean {
  const [salt, key] = stored.split(':');
  const actual = scryptSync(password, Buffer.from(salt!, 'hex'), 32, { N: 1 << 12 });
  return timingSafeEqual(actual, Buffer.from(key!, 'hex'));
}
// GoTrue's refresh tokens before v2: 12 characters [a-z0-9] (legacyRefreshTokenPattern).
export const newRefreshTokenValue = () => Array.from(randomBytes(12), (b) => 'abcdefghijklmnopqrstuvwxyz0123456789'[b % 36]).join('');

export const toUserJson = (u: User) => ({
  id: u.id,
  aud: 'authenticated',
  role: 'authenticated',
  email: u.email,
  email_confirmed_at: u.created_at,
  phone: '',
  confirmed_at: u.created_at,
  last_sign_in_at: u.last_sign_in_at,
  app_metadata: u.app_metadata,
  user_metadata: u.user_metadata,
  identities: [],
  ...(u.invited_at ? { invited_at: u.invited_at } : {}),
  // models.User: `factors` is omitempty, absent for a user without any.
  ...(u.factors.length > 0 ? { factors: u.factors.map(toFactorJson) } : {}),
  created_at: u.created_at,
  updated_at: u.updated_at,
  is_anonymous: false,
});
