import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { supabaseClientOptions } from '../../lib/auth/supabase-transport';
import { createSupabaseStorage, fetchSupabasePhoto } from '../../lib/storage/supabase';
import { withDatabase } from '../global-setup';
import { applySupabaseLikeSchema } from '../supabase/harness';
import { startStandin, type Standin } from './server';

// Storage needs the real storage schema and supabase/policies.sql, so only the PostgreSQL lane runs it.
const pgTemplateUrl = inject('pgTemplateUrl');
const policiesSql = await fs.readFile(path.resolve('supabase/policies.sql'), 'utf8');

describe.skipIf(!pgTemplateUrl)('Supabase stand-in Storage on PostgreSQL (skipped on the PGlite lane: needs roles and RLS)', () => {
  // Assigned by beforeAll; afterAll checks each one, since a failed set-up leaves some unset.
  let standin: Standin;
  let admin: postgres.Sql;
  let dbName = '';
  let root: string;
  const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 1, 2, 3]);

  const signedIn = async (email: string, appMetadata?: Record<string, unknown>): Promise<SupabaseClient> => {
    const service = createClient(standin.url, standin.serviceKey, { ...supabaseClientOptions, auth: { persistSession: false } });
    await service.auth.admin.createUser({ email, password: 'secret-pass', email_confirm: true, app_metadata: appMetadata });
    const c = createClient(standin.url, standin.anonKey, {
      ...supabaseClientOptions,
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const { error } = await c.auth.signInWithPassword({ email, password: 'secret-pass' });
    if (error) throw error;
    return c;
  };

  beforeAll(async () => {
    dbName = `standin_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    admin = postgres(withDatabase(pgTemplateUrl, 'postgres'), { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${dbName} template ${new URL(pgTemplateUrl).pathname.slice(1)}`);
    const url = withDatabase(pgTemplateUrl, dbName);
    const db = postgres(url, { max: 1, onnotice: () => {} });
    try {
      await applySupabaseLikeSchema(admin, db);
      await db.unsafe(policiesSql);
    } finally {
      await db.end();
    }
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'standin-storage-'));
    standin = await startStandin({ databaseUrl: url, storageRoot: root });
  });
  // Each step only undoes what beforeAll got to: a failed set-up must be reported as itself, not
  // hidden behind a second error from cleaning up something that was never made.
  afterAll(async () => {
    await standin?.close();
    if (admin) {
      await admin.unsafe(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
    if (root) await fs.rm(root, { recursive: true, force: true });
  });

  it('the storage port uploads (upsert), lists, serves the public URL and removes real files as an admin', async () => {
    const client = await signedIn('boss@example.com', { role: 'admin' });
    const storage = createSupabaseStorage(standin.url, async () => client);
    await storage.upload('main/main-1-a.jpg', jpeg, 'image/jpeg');
    await storage.upload('main/main-1-a.jpg', jpeg, 'image/jpeg'); // x-upsert: true overwrites
    await storage.upload('gallery-0-1-a.jpg', jpeg, 'image/jpeg');
    expect(await storage.list()).toEqual(['gallery-0-1-a.jpg', 'main/main-1-a.jpg']);
    expect([await storage.exists('main/main-1-a.jpg'), await storage.exists('main/missing.jpg')]).toEqual([true, false]);
    expect(await fs.readFile(path.join(root, 'itemphotos', 'main', 'main-1-a.jpg'))).toEqual(Buffer.from(jpeg));
    const storageUrl = `${standin.url}/storage/v1/object/public/itemphotos/main/main-1-a.jpg`;
    const res = await fetch(storageUrl);
    expect([res.status, res.headers.get('content-type'), res.headers.get('cache-control')]).toEqual([
      200,
      'image/jpeg',
      'max-age=31536000',
    ]);
    // Pages use the same-origin path; the route streams the bytes from Storage's public URL.
    expect(storage.publicUrl('main/main-1-a.jpg')).toBe('/storage/itemphotos/main/main-1-a.jpg');
    const proxied = await fetchSupabasePhoto(standin.url, ['main', 'main-1-a.jpg']);
    expect(Buffer.from(await proxied!.arrayBuffer())).toEqual(Buffer.from(jpeg));
    expect(proxied!.headers.get('content-type')).toBe('image/jpeg');
    expect(await fetchSupabasePhoto(standin.url, ['..', 'etc', 'passwd'])).toBeNull();
    for (const url of [storage.publicUrl('main/main-1-a.jpg'), storageUrl])
      expect(storage.objectPathFromUrl(url)).toBe('main/main-1-a.jpg');
    expect(storage.objectPathFromUrl('https://evil.example/storage/v1/object/public/itemphotos/a.jpg')).toBeNull();
    await storage.remove(['main/main-1-a.jpg', 'gallery-0-1-a.jpg']);
    expect(await storage.list()).toEqual([]);
    expect(await storage.exists('main/main-1-a.jpg')).toBe(false);
    await expect(fs.access(path.join(root, 'itemphotos', 'main', 'main-1-a.jpg'))).rejects.toThrow();
    expect((await fetch(storageUrl)).status).toBe(400);
    expect(await fetchSupabasePhoto(standin.url, ['main', 'main-1-a.jpg'])).toBeNull();
  });

  it('enforces the bucket limits from storage.buckets: 10 MB and image MIME types only', async () => {
    const bucket = (await signedIn('limits@example.com', { role: 'admin' })).storage.from('itemphotos');
    const html = await bucket.upload('x.html', new TextEncoder().encode('<script>'), { contentType: 'text/html' });
    expect(html.error).toMatchObject({ statusCode: '415', message: 'mime type text/html is not supported' });
    const big = await bucket.upload('big.jpg', new Uint8Array(10 * 1024 * 1024 + 1), { contentType: 'image/jpeg' });
    expect(big.error).toMatchObject({ statusCode: '413' });
    const dup = await bucket.upload('dup.jpg', jpeg, { contentType: 'image/jpeg' });
    expect(dup.error).toBeNull();
    expect((await bucket.upload('dup.jpg', jpeg, { contentType: 'image/jpeg' })).error).toMatchObject({ statusCode: '409' });
    expect(await fs.readdir(path.join(root, 'itemphotos'))).not.toContain('x.html');
  });

  it('refuses writes without a user JWT (anon key only), and a forged token', async () => {
    const anon = createClient(standin.url, standin.anonKey, { ...supabaseClientOptions, auth: { persistSession: false } });
    const { error } = await anon.storage.from('itemphotos').upload('anon.jpg', jpeg, { contentType: 'image/jpeg' });
    expect(error).toMatchObject({ statusCode: '403', message: 'new row violates row-level security policy' });
    const forged = await fetch(`${standin.url}/storage/v1/object/itemphotos/forged.jpg`, {
      method: 'POST',
      headers: { authorization: 'Bearer eyJhbGciOiJFUzI1NiJ9.eyJyb2xlIjoiYXV0aGVudGljYXRlZCJ9.AAAA', 'content-type': 'image/jpeg' },
      body: jpeg,
    });
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ code: 'InvalidJWT' });
  });

  it('refuses a signed-in NON-admin (fresh sign-up): no upload, no overwrite, no removal', async () => {
    const boss = (await signedIn('owner@example.com', { role: 'admin' })).storage.from('itemphotos');
    expect((await boss.upload('kept.jpg', jpeg, { contentType: 'image/jpeg' })).error).toBeNull();
    const c = createClient(standin.url, standin.anonKey, { ...supabaseClientOptions, auth: { persistSession: false } });
    expect((await c.auth.signUp({ email: 'signup@example.com', password: 'signup-pass' })).error).toBeNull();
    const bucket = c.storage.from('itemphotos');
    expect((await bucket.upload('intruder.jpg', jpeg, { contentType: 'image/jpeg' })).error).toMatchObject({ statusCode: '403' });
    expect((await bucket.upload('kept.jpg', new Uint8Array([1]), { contentType: 'image/jpeg', upsert: true })).error).toMatchObject({
      statusCode: '403',
    });
    expect((await bucket.remove(['kept.jpg'])).data).toEqual([]);
    expect(await fs.readFile(path.join(root, 'itemphotos', 'kept.jpg'))).toEqual(Buffer.from(jpeg));
  });

  it('lists the bucket with the service key, one folder level per call (POST /object/list/{bucket})', async () => {
    const boss = (await signedIn('lister@example.com', { role: 'admin' })).storage.from('itemphotos');
    for (const name of ['list/main/main-7-a.jpg', 'list/gallery-0-7-b.jpg', 'list/gallery-1-7-c.jpg'])
      expect((await boss.upload(name, jpeg, { contentType: 'image/jpeg' })).error).toBeNull();
    const service = createClient(standin.url, standin.serviceKey, { ...supabaseClientOptions, auth: { persistSession: false } });
    const bucket = service.storage.from('itemphotos');
    const names = async (...args: Parameters<typeof bucket.list>) => {
      const { data, error } = await bucket.list(...args);
      expect(error).toBeNull();
      return data!.map((e) => `${e.name}${e.id === null ? '/' : ''}`);
    };
    expect(await names('list')).toEqual(['gallery-0-7-b.jpg', 'gallery-1-7-c.jpg', 'main/']);
    expect(await names('list/main')).toEqual(['main-7-a.jpg']);
    expect(await names('list', { search: 'GALLERY-1' })).toEqual(['gallery-1-7-c.jpg']);
    expect(await names('list', { sortBy: { column: 'name', order: 'desc' }, limit: 2 })).toEqual(['main/', 'gallery-1-7-c.jpg']);
    expect(await names('list', { limit: 2, offset: 2 })).toEqual(['main/']);
    // The anon key lists nothing: the bucket's list policy is for admins (and the service role).
    const anon = createClient(standin.url, standin.anonKey, { ...supabaseClientOptions, auth: { persistSession: false } });
    expect((await anon.storage.from('itemphotos').list('list')).data).toEqual([]);
  });
});
