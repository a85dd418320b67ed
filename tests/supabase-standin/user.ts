import type { IncomingMessage, ServerResponse } from 'node:http';
import { checkPassword, hashPassword, toUserJson } from './accounts';
import type { AuthService } from './auth';
import { authError, readJson, sendJson } from './http';

/** GoTrue's /signup, /user (GET, PUT) and /logout (signup.go, user.go, logout.go). */
export function createUserRoutes(service: AuthService) {
  async function signup(req: IncomingMessage, res: ServerResponse) {
    if (!service.signUpAllowed(req)) return service.overLimit(res);
    const body = await readJson(req);
    const email = typeof body.email === 'string' ? body.email.trim() : '';
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email))
      return authError(res, 400, 'validation_failed', 'Unable to validate email address: invalid format');
    if (service.weakPassword(res, body.password)) return;
    if (service.findByEmail(email)) return authError(res, 422, 'user_already_exists', 'User already registered');
    // GUESSED setting: e-mail confirmation off (GOTRUE_MAILER_AUTOCONFIRM), so sign-up answers with a
    // session, the worst case for this site: the newcomer holds a valid JWT at once.
    const data = body.data && typeof body.data === 'object' ? (body.data as Record<string, unknown>) : {};
    const user = service.createUser(email, String(body.password), {}, data);
    return sendJson(res, 200, await service.startSession(user));
  }

  async function userEndpoint(req: IncomingMessage, res: ServerResponse) {
    const auth = await service.authenticate(req, res);
    if (!auth) return;
    if (req.method === 'GET') return sendJson(res, 200, toUserJson(auth.user));
    const body = await readJson(req);
    if ('app_metadata' in body) return authError(res, 403, 'not_admin', 'Updating app_metadata requires admin privileges');
    if (body.data && typeof body.data === 'object') auth.user.user_metadata = { ...auth.user.user_metadata, ...(body.data as object) };
    if (body.password !== undefined) {
      if (service.weakPassword(res, body.password)) return;
      const password = String(body.password);
      if (checkPassword(password, auth.user.passwordHash)) {
        return authError(res, 422, 'same_password', 'New password should be different from the old password.');
      }
      auth.user.passwordHash = hashPassword(password);
      // models.User.UpdatePassword: every OTHER session of the user ends.
      service.endSessions((s) => s.userId === auth.user.id && s.id !== auth.sessionId);
    }
    auth.user.updated_at = new Date().toISOString();
    return sendJson(res, 200, toUserJson(auth.user));
  }

  async function logout(req: IncomingMessage, res: ServerResponse, scope: string | null) {
    const auth = await service.authenticate(req, res);
    if (!auth) return;
    const s = scope ?? 'global';
    if (!['global', 'local', 'others'].includes(s)) return authError(res, 400, 'validation_failed', `Unsupported logout scope "${s}"`);
    if (s === 'local' && auth.sessionId) service.endSessions((x) => x.id === auth.sessionId);
    else if (s === 'others' && auth.sessionId) service.endSessions((x) => x.userId === auth.user.id && x.id !== auth.sessionId);
    else service.endSessions((x) => x.userId === auth.user.id);
    res.statusCode = 204;
    res.end();
  }

  return { signup, userEndpoint, logout };
}
