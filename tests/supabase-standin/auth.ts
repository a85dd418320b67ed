import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { JWTPayload } from 'jose';
import { authError, bearer, readJson, sendJson } from './http';
import { signAccessToken, verifyAccessToken, type SigningKeys } from './jwt';
import { checkPassword, hashPassword, newRefreshTokenValue, toUserJson, type RefreshToken, type Session, type User } from './accounts';
import { RateLimiter } from './rate-limit';

/**
 * The GoTrue (Supabase Auth) endpoints this site's flows call, written from supabase/auth
 * (internal/api/token.go, tokens/service.go, user.go, logout.go, signup.go, auth.go) and auth-js
 * 2.119. State is in memory: one stand-in per test run.
 */
export type AuthOptions = {
  issuer: string;
  jwtExpirySeconds: number;
  /** GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL, 10 s by default. */
  reuseIntervalSeconds: number;
  /** GOTRUE_PASSWORD_MIN_LENGTH, 6 by default. */
  passwordMinLength: number;
  /** Per IP and window: Supabase documents 30 sign-ins/sign-ups per 5 minutes per IP (burstable). */
  signInLimit: { max: number; windowMs: number };
  /** Supabase documents 1800 token refreshes per hour per IP. */
  refreshLimit: { max: number; windowMs: number };
};

export function createAuthService(keys: SigningKeys, options: AuthOptions) {
  const users = new Map<string, User>();
  const sessions = new Map<string, Session>();
  const refreshTokens = new Map<string, RefreshToken>();
  const signInLimiter = new RateLimiter(options.signInLimit.max, options.signInLimit.windowMs);
  const refreshLimiter = new RateLimiter(options.refreshLimit.max, options.refreshLimit.windowMs);

  const userJson = toUserJson;

  const findByEmail = (email: string) => [...users.values()].find((u) => u.email === email.toLowerCase());

  function createUser(
    email: string,
    password: string,
    appMetadata: Record<string, unknown> = {},
    userMetadata: Record<string, unknown> = {},
  ): User {
    const now = new Date().toISOString();
    const user: User = {
      id: randomUUID(),
      email: email.toLowerCase(),
      passwordHash: hashPassword(password),
      // GoTrue writes provider/providers; everything else only the service role may add.
      app_metadata: { provider: 'email', providers: ['email'], ...appMetadata },
      user_metadata: userMetadata,
      created_at: now,
      updated_at: now,
      last_sign_in_at: null,
      factors: [],
    };
    users.set(user.id, user);
    return user;
  }

  async function sessionResponse(user: User, session: Session, refreshToken: string) {
    const now = Math.floor(Date.now() / 1000);
    const claims: JWTPayload = {
      aud: 'authenticated',
      iss: options.issuer,
      sub: user.id,
      email: user.email,
      phone: '',
      app_metadata: user.app_metadata,
      user_metadata: user.user_metadata,
      role: 'authenticated',
      // The session's assurance level: aal2 once it verified an MFA factor (newest method first).
      aal: session.aal,
      amr: [...session.amr].reverse(),
      session_id: session.id,
      is_anonymous: false,
    };
    return {
      access_token: await signAccessToken(keys, claims, options.jwtExpirySeconds),
      token_type: 'bearer',
      expires_in: options.jwtExpirySeconds,
      expires_at: now + options.jwtExpirySeconds,
      refresh_token: refreshToken,
      user: userJson(user),
    };
  }

  function issueRefreshToken(sessionId: string, parent: string | null): RefreshToken {
    const token: RefreshToken = { token: newRefreshTokenValue(), sessionId, parent, revoked: false, updatedAt: Date.now() };
    refreshTokens.set(token.token, token);
    return token;
  }

  async function startSession(user: User) {
    const session: Session = {
      id: randomUUID(),
      userId: user.id,
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: Math.floor(Date.now() / 1000) }],
    };
    sessions.set(session.id, session);
    user.last_sign_in_at = new Date().toISOString();
    return sessionResponse(user, session, issueRefreshToken(session.id, null).token);
  }

  /** MFA verify: the same session, raised to aal2, with a new refresh token (GoTrue's verifyFactor). */
  async function raiseSession(user: User, session: Session, method: string) {
    session.aal = 'aal2';
    session.amr.push({ method, timestamp: Math.floor(Date.now() / 1000) });
    for (const t of refreshTokens.values()) if (t.sessionId === session.id) t.revoked = true;
    return sessionResponse(user, session, issueRefreshToken(session.id, null).token);
  }

  function endSessions(predicate: (s: Session) => boolean) {
    for (const s of [...sessions.values()].filter(predicate)) {
      sessions.delete(s.id);
      // models.Logout deletes the sessions; their refresh tokens go with them (ON DELETE CASCADE).
      for (const [k, t] of refreshTokens) if (t.sessionId === s.id) refreshTokens.delete(k);
    }
  }

  /** GoTrue's requireAuthentication + loadUser/loadSession (internal/api/auth.go). */
  async function authenticate(
    req: IncomingMessage,
    res: ServerResponse,
  ): Promise<{ user: User; sessionId: string | null; claims: JWTPayload } | null> {
    const token = bearer(req);
    if (!token) {
      authError(res, 401, 'no_authorization', 'This endpoint requires a valid Bearer token');
      return null;
    }
    const verified = await verifyAccessToken(keys, token);
    if (!verified.ok) {
      authError(res, 403, 'bad_jwt', verified.message);
      return null;
    }
    const user = users.get(String(verified.claims.sub));
    if (!user) {
      authError(res, 403, 'user_not_found', 'User from sub claim in JWT does not exist');
      return null;
    }
    const sessionId = typeof verified.claims.session_id === 'string' ? verified.claims.session_id : null;
    if (sessionId && !sessions.has(sessionId)) {
      authError(res, 403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
      return null;
    }
    return { user, sessionId, claims: verified.claims };
  }

  function weakPassword(res: ServerResponse, password: unknown): boolean {
    if (typeof password === 'string' && password.length >= options.passwordMinLength) return false;
    authError(res, 422, 'weak_password', `Password should be at least ${options.passwordMinLength} characters.`, {
      weak_password: { reasons: ['length'] },
    });
    return true;
  }

  const clientIp = (req: IncomingMessage) => req.socket.remoteAddress ?? 'unknown';
  const overLimit = (res: ServerResponse) => authError(res, 429, 'over_request_rate_limit', 'Request rate limit reached');

  async function token(req: IncomingMessage, res: ServerResponse, grantType: string | null) {
    const body = await readJson(req);
    if (grantType === 'password') {
      if (!signInLimiter.allow(clientIp(req))) return overLimit(res);
      const email = typeof body.email === 'string' ? body.email : '';
      const password = typeof body.password === 'string' ? body.password : '';
      if (!email) return authError(res, 400, 'validation_failed', 'missing email or phone');
      const user = findByEmail(email);
      // Same answer for an unknown e-mail and a wrong password (token.go InvalidLoginMessage).
      if (!user || !checkPassword(password, user.passwordHash))
        return authError(res, 400, 'invalid_credentials', 'Invalid login credentials');
      return sendJson(res, 200, await startSession(user));
    }
    if (grantType === 'refresh_token') {
      if (!refreshLimiter.allow(clientIp(req))) return overLimit(res);
      const value = typeof body.refresh_token === 'string' ? body.refresh_token : '';
      if (value.length < 12) return authError(res, 400, 'validation_failed', 'Refresh token is not valid');
      const current = refreshTokens.get(value);
      if (!current) return authError(res, 400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
      const session = sessions.get(current.sessionId);
      const user = session && users.get(session.userId);
      if (!session || !user) return authError(res, 400, 'session_not_found', 'Invalid Refresh Token: No Valid Session Found');
      let issued: RefreshToken;
      if (current.revoked) {
        const active = [...refreshTokens.values()].find((t) => t.sessionId === session.id && !t.revoked);
        if (active && active.parent === current.token) {
          // The client lost the answer of its last refresh: it gets the active token back (service.go).
          issued = active;
        } else if (Date.now() > current.updatedAt + options.reuseIntervalSeconds * 1000) {
          // Reuse outside the interval: possible theft, the whole token family is revoked.
          for (const t of refreshTokens.values()) if (t.sessionId === session.id) t.revoked = true;
          return authError(res, 400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
        } else {
          issued = issueRefreshToken(session.id, current.token);
        }
      } else {
        current.revoked = true;
        current.updatedAt = Date.now();
        issued = issueRefreshToken(session.id, current.token);
      }
      return sendJson(res, 200, await sessionResponse(user, session, issued.token));
    }
    return authError(res, 400, 'invalid_credentials', 'unsupported_grant_type');
  }

  return {
    token,
    /** For the /signup, /user and /logout routes (./user.ts). */
    weakPassword,
    endSessions,
    signUpAllowed: (req: IncomingMessage) => signInLimiter.allow(clientIp(req)),
    overLimit,
    createUser,
    findByEmail,
    findById: (id: string) => users.get(id),
    allUsers: () => [...users.values()],
    /** DELETE /admin/users/:id: the user goes, and with it every session and refresh token. */
    deleteUser(id: string): boolean {
      endSessions((s) => s.userId === id);
      return users.delete(id);
    },
    /** Ends every session of a user (their refresh tokens go with them). */
    endUserSessions: (userId: string) => endSessions((s) => s.userId === userId),
    authenticate,
    startSession,
    raiseSession,
    sessionById: (id: string) => sessions.get(id),
    userJson,
    jwks: (res: ServerResponse) => sendJson(res, 200, keys.jwks),
    /** Tests: how many live sessions a user has. */
    sessionCount: (email: string) => [...sessions.values()].filter((s) => s.userId === findByEmail(email)?.id).length,
    verify: (token: string) => verifyAccessToken(keys, token),
    sessionExists: (id: string) => sessions.has(id),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
