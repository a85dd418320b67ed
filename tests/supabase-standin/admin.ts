import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { hashPassword } from './accounts';
import type { AuthService } from './auth';
import { authError, readJson, sendJson } from './http';

/**
 * The service role's user administration (GoTrue internal/api/admin.go, invite.go, verify.go):
 * GET /admin/users (paged, `{ users, aud }` and X-Total-Count), GET/PUT/DELETE /admin/users/:id,
 * POST /admin/users, and POST /invite, whose e-mail is Supabase's own: the stand-in keeps it in
 * `outbox` instead of sending it, and POST /verify (type invite) accepts its token.
 */
export type InviteMail = { email: string; tokenHash: string; redirectTo: string | null };

const sha = (v: string) => createHash('sha256').update(v).digest('hex');
const obj = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined);

export function createAdminService(auth: AuthService) {
  const outbox: InviteMail[] = [];
  const pendingInvites = new Map<string, string>();

  async function users(req: IncomingMessage, res: ServerResponse, userId: string | null, query: URLSearchParams) {
    const body = req.method === 'POST' || req.method === 'PUT' ? await readJson(req) : {};
    if (!userId && req.method === 'GET') {
      const perPage = Math.max(1, Math.min(Number(query.get('per_page')) || 50, 1000));
      const page = Math.max(1, Number(query.get('page')) || 1);
      const all = auth.allUsers().sort((a, b) => a.created_at.localeCompare(b.created_at));
      // GoTrue's pagination headers (api.go addPaginationHeaders): the total and next/last links.
      const last = Math.max(1, Math.ceil(all.length / perPage));
      const link = (n: number, rel: string) => `</admin/users?page=${n}&per_page=${perPage}>; rel="${rel}"`;
      res.setHeader('x-total-count', String(all.length));
      res.setHeader('link', [...(page < last ? [link(page + 1, 'next')] : []), link(last, 'last')].join(', '));
      return sendJson(res, 200, { users: all.slice((page - 1) * perPage, page * perPage).map(auth.userJson), aud: 'authenticated' });
    }
    if (!userId && req.method === 'POST') {
      if (typeof body.email !== 'string' || !body.email)
        return authError(res, 400, 'validation_failed', 'Unable to validate email address: invalid format');
      if (auth.findByEmail(body.email))
        return authError(res, 422, 'email_exists', 'A user with this email address has already been registered');
      const password = typeof body.password === 'string' ? body.password : randomBytes(24).toString('base64url');
      const user = auth.createUser(body.email, password, obj(body.app_metadata) ?? {}, obj(body.user_metadata) ?? {});
      return sendJson(res, 200, auth.userJson(user));
    }
    const user = userId ? auth.findById(userId) : undefined;
    if (!user) return authError(res, 404, 'user_not_found', 'User not found');
    if (req.method === 'GET') return sendJson(res, 200, auth.userJson(user));
    if (req.method === 'PUT') {
      // GoTrue merges app_metadata key by key (a null value removes the key).
      const appMetadata = obj(body.app_metadata);
      if (appMetadata) {
        const merged: Record<string, unknown> = { ...user.app_metadata, ...appMetadata };
        for (const [k, v] of Object.entries(appMetadata)) if (v === null) delete merged[k];
        user.app_metadata = merged;
      }
      const userMetadata = obj(body.user_metadata);
      if (userMetadata) user.user_metadata = { ...user.user_metadata, ...userMetadata };
      if (typeof body.password === 'string') user.passwordHash = hashPassword(body.password);
      user.updated_at = new Date().toISOString();
      return sendJson(res, 200, auth.userJson(user));
    }
    if (req.method === 'DELETE') {
      auth.deleteUser(user.id);
      return sendJson(res, 200, {});
    }
    return authError(res, 405, 'method_not_allowed', 'Method not allowed');
  }

  async function invite(req: IncomingMessage, res: ServerResponse, redirectTo: string | null) {
    const body = await readJson(req);
    const email = typeof body.email === 'string' ? body.email.trim() : '';
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email))
      return authError(res, 400, 'validation_failed', 'Unable to validate email address: invalid format');
    const existing = auth.findByEmail(email);
    // GoTrue re-sends the invitation to a user who has not accepted yet; anyone else already exists.
    if (existing && !pendingInvites.has(existing.id))
      return authError(res, 422, 'email_exists', 'A user with this email address has already been registered');
    const user = existing ?? auth.createUser(email, randomBytes(24).toString('base64url'), {}, obj(body.data) ?? {});
    user.invited_at = new Date().toISOString();
    const token = randomBytes(24).toString('hex');
    pendingInvites.set(user.id, sha(token));
    outbox.push({ email: user.email, tokenHash: sha(token), redirectTo });
    return sendJson(res, 200, auth.userJson(user));
  }

  /** POST /verify with { type: 'invite', token_hash }: the invitation's link, answered with a session. */
  async function verify(req: IncomingMessage, res: ServerResponse) {
    const body = await readJson(req);
    const tokenHash = typeof body.token_hash === 'string' ? body.token_hash : '';
    const entry = [...pendingInvites].find(([, hash]) => hash === tokenHash);
    const user = entry && auth.findById(entry[0]);
    if (body.type !== 'invite' || !user) return authError(res, 403, 'otp_expired', 'Email link is invalid or has expired');
    pendingInvites.delete(user.id);
    return sendJson(res, 200, await auth.startSession(user));
  }

  return { users, invite, verify, outbox };
}
