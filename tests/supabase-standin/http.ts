import type { IncomingMessage, ServerResponse } from 'node:http';

/** GoTrue errors in the API version auth-js asks for (X-Supabase-Api-Version: 2024-01-01):
 *  `{ code, message }` plus the `x-sb-error-code` header (supabase/auth internal/api/errors.go). */
export function authError(res: ServerResponse, status: number, code: string, message: string, extra: Record<string, unknown> = {}): void {
  res.setHeader('x-sb-error-code', code);
  res.setHeader('x-supabase-api-version', '2024-01-01');
  sendJson(res, status, { code, message, ...extra });
}

/** Storage errors (supabase/storage src/http/error-handler.ts): HTTP 400 unless 500, with the real
 *  status as a string in `statusCode`. */
export function storageError(res: ServerResponse, statusCode: number, code: string, message: string): void {
  sendJson(res, statusCode === 500 ? 500 : 400, { statusCode: String(statusCode), code, error: code, message });
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(body));
}

export async function readBody(req: IncomingMessage, limit = 64 * 1024 * 1024): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const raw = (await readBody(req, 1024 * 1024)).toString('utf8');
  if (!raw) return {};
  const parsed: unknown = JSON.parse(raw);
  return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
}

export function bearer(req: IncomingMessage): string | null {
  const h = req.headers.authorization;
  return h?.startsWith('Bearer ') ? h.slice(7).trim() : null;
}
