import fs from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type postgres from 'postgres';
import { bearer, readBody, readJson, sendJson, storageError } from './http';
import { verifyAccessToken, type SigningKeys } from './jwt';

/**
 * Storage API endpoints the storage port uses (supabase/storage src/http/routes/object/*), backed
 * by real files under `root` and by the real `storage.buckets` / `storage.objects` tables: every
 * write runs as the Storage API runs it, in a transaction under the caller's Postgres role with
 * `request.jwt.claims` set, so the policies of supabase/policies.sql decide, not this file.
 */
export type StorageOptions = { root: string; sql: postgres.Sql; keys: SigningKeys; anonKey: string; serviceKey: string };

type Caller = { role: 'anon' | 'authenticated' | 'service_role'; claims: Record<string, unknown> };

export function createStorageService(o: StorageOptions) {
  async function caller(req: IncomingMessage, res: ServerResponse): Promise<Caller | null> {
    const token = bearer(req) ?? (req.headers.apikey as string | undefined) ?? null;
    if (!token) {
      storageError(res, 400, 'InvalidJWT', "headers must have required property 'authorization'");
      return null;
    }
    if (token === o.anonKey) return { role: 'anon', claims: { role: 'anon' } };
    if (token === o.serviceKey) return { role: 'service_role', claims: { role: 'service_role' } };
    const verified = await verifyAccessToken(o.keys, token);
    if (!verified.ok) {
      storageError(res, 400, 'InvalidJWT', verified.message.includes('expired') ? 'jwt expired' : 'invalid signature');
      return null;
    }
    const role = verified.claims.role === 'authenticated' ? 'authenticated' : 'anon';
    return { role, claims: verified.claims as Record<string, unknown> };
  }

  /** Runs `work` as the caller (storage-api's `set_config('role', …)` + request.jwt.* settings). */
  function asCaller<T>(c: Caller, work: (tx: postgres.TransactionSql) => Promise<T>): Promise<T> {
    return o.sql.begin(async (tx) => {
      await tx`select set_config('role', ${c.role}, true),
        set_config('request.jwt.claims', ${JSON.stringify(c.claims)}, true),
        set_config('request.jwt.claim.sub', ${String(c.claims.sub ?? '')}, true),
        set_config('request.jwt.claim.role', ${c.role}, true),
        set_config('storage.allow_delete_query', 'true', true)`;
      return work(tx);
    }) as Promise<T>;
  }

  const filePath = (bucket: string, name: string) => {
    const full = path.resolve(o.root, bucket, name);
    if (!full.startsWith(path.resolve(o.root, bucket) + path.sep)) throw new Error('bad path');
    return full;
  };

  const isRlsError = (e: unknown) => (e as { code?: string }).code === '42501';

  async function upload(req: IncomingMessage, res: ServerResponse, bucketId: string, name: string) {
    const c = await caller(req, res);
    if (!c) return;
    // storage-api reads the bucket's limits as superuser (the caller may not see storage.buckets).
    const [bucket] = await o.sql<{ file_size_limit: string | null; allowed_mime_types: string[] | null }[]>`
      select file_size_limit, allowed_mime_types from storage.buckets where id = ${bucketId}`;
    if (!bucket) return storageError(res, 404, 'NoSuchBucket', 'Bucket not found');
    const body = await readBody(req);
    const limit = bucket.file_size_limit ? Number(bucket.file_size_limit) : null;
    if (limit !== null && body.length > limit)
      return storageError(res, 413, 'EntityTooLarge', 'The object exceeded the maximum allowed size');
    const mimetype = String(req.headers['content-type'] ?? 'application/octet-stream')
      .split(';')[0]!
      .trim();
    const allowed = bucket.allowed_mime_types;
    if (allowed?.length && !allowed.some((m) => m === mimetype || (m.endsWith('/*') && mimetype.startsWith(m.slice(0, -1))))) {
      return storageError(res, 415, 'InvalidMimeType', `mime type ${mimetype} is not supported`);
    }
    const upsert = req.headers['x-upsert'] === 'true' || req.method === 'PUT';
    const cacheControl = String(req.headers['cache-control'] ?? 'no-cache');
    const metadata = { mimetype, size: body.length, cacheControl, eTag: `"${body.length}-${Date.now()}"` };
    try {
      const id = await asCaller(c, async (tx) => {
        const owner = c.role === 'authenticated' ? String(c.claims.sub) : null;
        const rows = upsert
          ? await tx`insert into storage.objects (bucket_id, name, owner_id, metadata) values (${bucketId}, ${name}, ${owner}, ${tx.json(metadata)})
              on conflict (bucket_id, name) do update set metadata = excluded.metadata, owner_id = excluded.owner_id, updated_at = now()
              returning id`
          : await tx`insert into storage.objects (bucket_id, name, owner_id, metadata) values (${bucketId}, ${name}, ${owner}, ${tx.json(metadata)}) returning id`;
        // The file is written inside the transaction: a refused or failed row leaves no file.
        const full = filePath(bucketId, name);
        await fs.mkdir(path.dirname(full), { recursive: true });
        await fs.writeFile(full, body);
        return rows[0]!.id as string;
      });
      return sendJson(res, 200, { Id: id, Key: `${bucketId}/${name}` });
    } catch (error) {
      if (isRlsError(error)) return storageError(res, 403, 'AccessDenied', 'new row violates row-level security policy');
      if ((error as { code?: string }).code === '23505')
        return storageError(res, 409, 'ResourceAlreadyExists', 'The resource already exists');
      throw error;
    }
  }

  async function remove(req: IncomingMessage, res: ServerResponse, bucketId: string) {
    const c = await caller(req, res);
    if (!c) return;
    const { prefixes } = await readJson(req);
    if (!Array.isArray(prefixes)) return storageError(res, 400, 'InvalidRequest', "body must have required property 'prefixes'");
    try {
      // As storage-api: only the rows the delete policy lets the caller delete go; the others are
      // silently kept (answer: the deleted objects).
      const deleted = await asCaller(
        c,
        (tx) =>
          tx`delete from storage.objects where bucket_id = ${bucketId} and name = any(${prefixes.map(String)}) returning name, metadata`,
      );
      await Promise.all(deleted.map((r) => fs.rm(filePath(bucketId, String(r.name)), { force: true })));
      return sendJson(
        res,
        200,
        deleted.map((r) => ({ name: r.name, bucket_id: bucketId, metadata: r.metadata })),
      );
    } catch (error) {
      if (isRlsError(error)) return storageError(res, 403, 'AccessDenied', 'Access denied');
      throw error;
    }
  }

  async function list(req: IncomingMessage, res: ServerResponse, bucketId: string) {
    const c = await caller(req, res);
    if (!c) return;
    const body = await readJson(req);
    const prefix = String(body.prefix ?? '').replace(/^\/+|\/+$/g, '');
    const start = prefix ? `${prefix}/` : '';
    const rows = await asCaller(
      c,
      (tx) => tx`select id, name, metadata, created_at, updated_at from storage.objects
      where bucket_id = ${bucketId} and name like ${start.replace(/[%_\\]/g, '\\$&') + '%'} order by name`,
    );
    const seen = new Map<string, unknown>();
    for (const r of rows) {
      const rest = String(r.name).slice(start.length);
      const [head, ...tail] = rest.split('/');
      // Folders come back as entries with id null (storage.search), files with their row.
      if (tail.length) seen.set(head!, seen.get(head!) ?? { name: head, id: null, updated_at: null, created_at: null, metadata: null });
      else seen.set(head!, { name: head, id: r.id, updated_at: r.updated_at, created_at: r.created_at, metadata: r.metadata });
    }
    // storage.search: `search` narrows the entries to names starting with it (case-insensitive, like
    // its ILIKE), `sortBy` orders them (only by name here), then offset/limit page them.
    const search = String(body.search ?? '').toLowerCase();
    const sortBy = (body.sortBy ?? {}) as { column?: string; order?: string };
    const entries = [...seen.values()].filter((e) =>
      String((e as { name: string }).name)
        .toLowerCase()
        .startsWith(search),
    );
    if (String(sortBy.order ?? 'asc').toLowerCase() === 'desc') entries.reverse();
    const limit = Number(body.limit ?? 100);
    const offset = Number(body.offset ?? 0);
    return sendJson(res, 200, entries.slice(offset, offset + limit));
  }

  async function publicObject(res: ServerResponse, bucketId: string, name: string) {
    const [row] = await o.sql`select o.metadata from storage.objects o join storage.buckets b on b.id = o.bucket_id
      where b.id = ${bucketId} and b.public and o.name = ${name}`;
    if (!row) return storageError(res, 404, 'not_found', 'Object not found');
    const meta = row.metadata as { mimetype?: string; cacheControl?: string };
    const body = await fs.readFile(filePath(bucketId, name)).catch(() => null);
    if (!body) return storageError(res, 404, 'not_found', 'Object not found');
    res.statusCode = 200;
    res.setHeader('content-type', meta.mimetype ?? 'application/octet-stream');
    res.setHeader('cache-control', meta.cacheControl ?? 'no-cache');
    res.end(body);
  }

  return { upload, remove, list, publicObject, filePath };
}
