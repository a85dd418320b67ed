import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { toFactorJson, type Factor } from './accounts';
import type { AuthService } from './auth';
import { authError, readJson, sendJson } from './http';

/**
 * Supabase Auth MFA (TOTP) as GoTrue's internal/api/mfa.go answers it, for auth-js 2.119's
 * `auth.mfa.*`: enrol (POST /factors), challenge (POST /factors/:id/challenge), verify (POST
 * /factors/:id/verify, a new aal2 session with a `totp` amr entry), unenrol (DELETE /factors/:id).
 * Codes: SHA-1, six digits, 30 s, one step of skew (GoTrue's totp.ValidateOpts), and a code is not
 * accepted twice. Challenges expire after 300 s (GOTRUE_MFA_CHALLENGE_EXPIRY_DURATION).
 */
const CHALLENGE_EXPIRY_SECONDS = 300;
const MAX_ENROLLED_FACTORS = 10;
const PARAMS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;

type Challenge = { id: string; factorId: string; createdAt: number; ip: string };

export function createMfaService(auth: AuthService, issuer: string) {
  const challenges = new Map<string, Challenge>();
  const ipOf = (req: IncomingMessage) => req.socket.remoteAddress ?? 'unknown';

  async function enroll(req: IncomingMessage, res: ServerResponse) {
    const who = await auth.authenticate(req, res);
    if (!who) return;
    const body = await readJson(req);
    if (body.factor_type !== 'totp') return authError(res, 422, 'validation_failed', 'factor_type needs to be totp, phone or webauthn');
    const user = who.user;
    // A user with a verified factor adds another only from an aal2 session.
    if (user.factors.some((f) => f.status === 'verified') && who.claims.aal !== 'aal2')
      return authError(res, 422, 'insufficient_aal', 'AAL2 required to enroll a new factor');
    const friendlyName = typeof body.friendly_name === 'string' ? body.friendly_name : '';
    if (friendlyName && user.factors.some((f) => f.friendly_name === friendlyName))
      return authError(
        res,
        422,
        'mfa_factor_name_conflict',
        `A factor with the friendly name "${friendlyName}" for this user already exists`,
      );
    // GoTrue deletes the user's stale unverified factors before counting (a reload that enrols again
    // does not run into the limit).
    user.factors = user.factors.filter((f) => f.status === 'verified');
    if (user.factors.length >= MAX_ENROLLED_FACTORS)
      return authError(res, 422, 'too_many_enrolled_mfa_factors', 'Maximum number of verified factors reached, unenroll to continue');
    const now = new Date().toISOString();
    const secret = new Secret({ size: 20 }).base32;
    const factor: Factor = {
      id: randomUUID(),
      friendly_name: friendlyName,
      factor_type: 'totp',
      status: 'unverified',
      secret,
      created_at: now,
      updated_at: now,
      lastStep: null,
    };
    user.factors.push(factor);
    const uri = new TOTP({
      ...PARAMS,
      issuer: String(body.issuer || issuer),
      label: user.email,
      secret: Secret.fromBase32(secret),
    }).toString();
    const svg = await QRCode.toString(uri, { type: 'svg' });
    return sendJson(res, 200, { id: factor.id, type: 'totp', friendly_name: friendlyName, totp: { qr_code: svg, secret, uri } });
  }

  async function challenge(req: IncomingMessage, res: ServerResponse, factorId: string) {
    const who = await auth.authenticate(req, res);
    if (!who) return;
    await readJson(req);
    const factor = who.user.factors.find((f) => f.id === factorId);
    if (!factor) return authError(res, 404, 'mfa_factor_not_found', 'Factor not found');
    const c: Challenge = { id: randomUUID(), factorId, createdAt: Date.now(), ip: ipOf(req) };
    challenges.set(c.id, c);
    const expiresAt = Math.floor(c.createdAt / 1000) + CHALLENGE_EXPIRY_SECONDS;
    return sendJson(res, 200, { id: c.id, type: 'totp', expires_at: expiresAt });
  }

  async function verify(req: IncomingMessage, res: ServerResponse, factorId: string) {
    const who = await auth.authenticate(req, res);
    if (!who) return;
    const body = await readJson(req);
    const factor = who.user.factors.find((f) => f.id === factorId);
    if (!factor) return authError(res, 404, 'mfa_factor_not_found', 'Factor not found');
    const c = challenges.get(String(body.challenge_id ?? ''));
    if (!c || c.factorId !== factorId) return authError(res, 404, 'mfa_challenge_not_found', 'Challenge not found');
    if (c.ip !== ipOf(req)) return authError(res, 422, 'mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch');
    if (Date.now() > c.createdAt + CHALLENGE_EXPIRY_SECONDS * 1000) {
      challenges.delete(c.id);
      return authError(
        res,
        422,
        'mfa_challenge_expired',
        `MFA challenge ${c.id} has expired, verify against another challenge or create a new challenge.`,
      );
    }
    const code = typeof body.code === 'string' ? body.code.trim() : '';
    const now = Date.now();
    const delta = /^\d{6}$/.test(code)
      ? TOTP.validate({ ...PARAMS, token: code, secret: Secret.fromBase32(factor.secret), timestamp: now, window: 1 })
      : null;
    const step = delta === null ? null : Math.floor(now / 30_000) + delta;
    if (step === null || (factor.lastStep !== null && step <= factor.lastStep))
      return authError(res, 422, 'mfa_verification_failed', 'Invalid TOTP code entered');
    factor.lastStep = step;
    challenges.delete(c.id);
    if (factor.status !== 'verified') {
      factor.status = 'verified';
      // Verifying one factor drops the user's other unverified ones.
      who.user.factors = who.user.factors.filter((f) => f.status === 'verified');
    }
    factor.updated_at = new Date().toISOString();
    const session = who.sessionId ? auth.sessionById(who.sessionId) : undefined;
    if (!session) return authError(res, 403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    return sendJson(res, 200, await auth.raiseSession(who.user, session, 'totp'));
  }

  async function unenroll(req: IncomingMessage, res: ServerResponse, factorId: string) {
    const who = await auth.authenticate(req, res);
    if (!who) return;
    const factor = who.user.factors.find((f) => f.id === factorId);
    if (!factor) return authError(res, 404, 'mfa_factor_not_found', 'Factor not found');
    if (factor.status === 'verified' && who.claims.aal !== 'aal2')
      return authError(res, 422, 'insufficient_aal', 'AAL2 required to unenroll verified factor');
    who.user.factors = who.user.factors.filter((f) => f.id !== factorId);
    return sendJson(res, 200, { id: factorId });
  }

  /** The service role's /admin/users/:id/factors[/:factorId] (GET lists, DELETE removes one). */
  function adminFactors(req: IncomingMessage, res: ServerResponse, userId: string, factorId: string | null) {
    const user = auth.findById(userId);
    if (!user) return authError(res, 404, 'user_not_found', 'User not found');
    if (!factorId && req.method === 'GET') return sendJson(res, 200, user.factors.map(toFactorJson));
    const factor = factorId ? user.factors.find((f) => f.id === factorId) : undefined;
    if (!factor) return authError(res, 404, 'mfa_factor_not_found', 'Factor not found');
    if (req.method !== 'DELETE') return authError(res, 405, 'method_not_allowed', 'Method not allowed');
    user.factors = user.factors.filter((f) => f.id !== factor.id);
    // Documented on auth-js's admin.mfa.deleteFactor: deleting a verified factor logs the user out
    // of all active sessions.
    if (factor.status === 'verified') auth.endUserSessions(user.id);
    return sendJson(res, 200, toFactorJson(factor));
  }

  return { enroll, challenge, verify, unenroll, adminFactors };
}
