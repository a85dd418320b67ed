import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import postgres from 'postgres';
import { createAuthService, type AuthOptions } from './auth';
import { createAdminService } from './admin';
import { authError, sendJson } from './http';
import { createSigningKeys, signAccessToken } from './jwt';
import { createMfaService } from './mfa';
import { createUserRoutes } from './user';
import { createStorageService } from './storage';

export type StandinOptions = Partial<Omit<AuthOptions, 'issuer'>> & {
  port?: number;
  /** The project's Postgres (with the storage schema and supabase/policies.sql): Storage runs there. */
  databaseUrl: string;
  storageRoot: string;
  /** Receives one line per request (the rehearsal writes them to standin.log). */
  log?: (line: string) => void;
};

/**
 * A local Supabase stand-in (Auth + Storage) for tests, on 127.0.0.1. Keys are the new-style
 * publishable/secret API keys (`sb_publishable_…`, `sb_secret_…`); like Supabase's API gateway it
 * refuses Auth requests without a known `apikey` header.
 */
export async function startStandin(options: StandinOptions) {
  const keys = await createSigningKeys();
  const anonKey = `sb_publishable_${randomBytes(16).toString('base64url')}`;
  const serviceKey = `sb_secret_${randomBytes(16).toString('base64url')}`;
  const sql = postgres(options.databaseUrl, { max: 4, onnotice: () => {} });
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const auth = createAuthService(keys, {
    issuer: `${url}/auth/v1`,
    jwtExpirySeconds: options.jwtExpirySeconds ?? 3600,
    reuseIntervalSeconds: options.reuseIntervalSeconds ?? 10,
    passwordMinLength: options.passwordMinLength ?? 6,
    signInLimit: options.signInLimit ?? { max: 30, windowMs: 5 * 60_000 },
    refreshLimit: options.refreshLimit ?? { max: 1800, windowMs: 60 * 60_000 },
  });
  const users = createUserRoutes(auth);
  const mfa = createMfaService(auth, 'Supabase');
  const admin = createAdminService(auth);
  const storage = createStorageService({ root: options.storageRoot, sql, keys, anonKey, serviceKey });

  server.on('request', (req, res) => {
    if (options.log) res.on('finish', () => options.log!(`${req.method} ${req.url} → ${res.statusCode}`));
    handle(req, res).catch((error: unknown) => {
      console.error('[standin]', req.method, req.url, error);
      if (!res.headersSent) sendJson(res, 500, { code: 'unexpected_failure', message: 'Internal Server Error' });
      else res.end();
    });
  });

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const u = new URL(req.url ?? '/', url);
    const p = u.pathname;
    if (p.startsWith('/storage/v1/')) return routeStorage(req, res, p.slice('/storage/v1'.length));
    // The stand-in's mailbox (Supabase's local stack has one too: Inbucket/Mailpit): the invitations
    // Auth would have e-mailed, for the journeys to follow the link. Not a Supabase API.
    if (p === '/_standin/invites' && req.method === 'GET') {
      if (req.headers.authorization !== `Bearer ${serviceKey}`) return sendJson(res, 403, { message: 'service key required' });
      return sendJson(res, 200, admin.outbox);
    }
    if (!p.startsWith('/auth/v1/')) return sendJson(res, 404, { message: 'no Route matched with those values' });
    const route = p.slice('/auth/v1'.length);
    if (route === '/.well-known/jwks.json' && req.method === 'GET') return auth.jwks(res);
    // The API gateway (Kong) in front of Auth: a known apikey or nothing (answer format GUESSED from Kong).
    const apikey = req.headers.apikey;
    if (!apikey) return sendJson(res, 401, { message: 'No API key found in request' });
    if (apikey !== anonKey && apikey !== serviceKey) return sendJson(res, 401, { message: 'Invalid API key' });
    if (route === '/token' && req.method === 'POST') return auth.token(req, res, u.searchParams.get('grant_type'));
    if (route === '/signup' && req.method === 'POST') return users.signup(req, res);
    if (route === '/user' && (req.method === 'GET' || req.method === 'PUT')) return users.userEndpoint(req, res);
    if (route === '/logout' && req.method === 'POST') return users.logout(req, res, u.searchParams.get('scope'));
    if (route === '/verify' && req.method === 'POST') return admin.verify(req, res);
    let m = /^\/factors$/.exec(route);
    if (m && req.method === 'POST') return mfa.enroll(req, res);
    m = /^\/factors\/([0-9a-f-]{36})(\/challenge|\/verify)?$/.exec(route);
    if (m && req.method === 'POST' && m[2] === '/challenge') return mfa.challenge(req, res, m[1]!);
    if (m && req.method === 'POST' && m[2] === '/verify') return mfa.verify(req, res, m[1]!);
    if (m && req.method === 'DELETE' && !m[2]) return mfa.unenroll(req, res, m[1]!);
    const isAdmin = route === '/invite' || route.startsWith('/admin/');
    // The service role's endpoints: GoTrue's requireAdmin answers a user's JWT with 403 not_admin.
    if (isAdmin && req.headers.authorization !== `Bearer ${serviceKey}`) return authError(res, 403, 'not_admin', 'User not allowed');
    if (route === '/invite' && req.method === 'POST') return admin.invite(req, res, u.searchParams.get('redirect_to'));
    m = /^\/admin\/users\/([0-9a-f-]{36})\/factors(?:\/([0-9a-f-]{36}))?$/.exec(route);
    if (m) return mfa.adminFactors(req, res, m[1]!, m[2] ?? null);
    m = /^\/admin\/users(?:\/([0-9a-f-]{36}))?$/.exec(route);
    if (m) return admin.users(req, res, m[1] ?? null, u.searchParams);
    return authError(res, 404, 'not_found', 'Not found');
  }

  async function routeStorage(req: http.IncomingMessage, res: http.ServerResponse, route: string) {
    const decode = (s: string) => decodeURIComponent(s);
    let m = /^\/object\/public\/([^/]+)\/(.+)$/.exec(route);
    if (m && (req.method === 'GET' || req.method === 'HEAD')) return storage.publicObject(res, m[1]!, decode(m[2]!));
    m = /^\/object\/list\/([^/]+)$/.exec(route);
    if (m && req.method === 'POST') return storage.list(req, res, m[1]!);
    m = /^\/object\/([^/]+)$/.exec(route);
    if (m && req.method === 'DELETE') return storage.remove(req, res, m[1]!);
    m = /^\/object\/([^/]+)\/(.+)$/.exec(route);
    if (m && (req.method === 'POST' || req.method === 'PUT')) return storage.upload(req, res, m[1]!, decode(m[2]!));
    return sendJson(res, 404, { statusCode: '404', error: 'Not Found', message: 'Route not found' });
  }

  return {
    url,
    anonKey,
    serviceKey,
    auth,
    storage,
    /** The invitation e-mails Supabase would have sent (newest last). */
    inviteOutbox: admin.outbox,
    /** Tests: a token signed with the project's key (e.g. already expired: negative seconds). */
    mint: (claims: Record<string, unknown>, expiresInSeconds: number) => signAccessToken(keys, claims, expiresInSeconds),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await sql.end();
    },
  };
}

export type Standin = Awaited<ReturnType<typeof startStandin>>;
