import type { SupabaseClient } from '@supabase/supabase-js';
import { LOCAL_PUBLIC_PREFIX } from './local';
import { isSafeObjectPath, PHOTO_BUCKET, type StoragePort } from './types';

/** Storage's public object URL of the bucket (what `getPublicUrl` returns). */
export function storagePublicPrefix(supabaseUrl: string): string {
  return `${supabaseUrl.replace(/\/+$/, '')}/storage/v1/object/public/${PHOTO_BUCKET}/`;
}

/**
 * Supabase Storage, public bucket `itemphotos`. Writes go through a client that carries the signed-in
 * admin's session, so the bucket's policies (supabase/policies.sql) decide, not a service key.
 *
 * Pages link photos by the SAME-ORIGIN path `/storage/itemphotos/…` (app/storage/itemphotos streams
 * them from Storage's public URL): the image optimiser and CSP `img-src 'self'` then need no
 * Supabase origin, which would otherwise be frozen into the build (remotePatterns, headers) while
 * the Supabase settings are read at run time. Full Storage URLs are still understood (older rows).
 */
export function createSupabaseStorage(supabaseUrl: string, getClient: () => Promise<SupabaseClient>): StoragePort {
  const storagePrefix = storagePublicPrefix(supabaseUrl);
  const bucket = async () => (await getClient()).storage.from(PHOTO_BUCKET);
  return {
    kind: 'supabase',
    async upload(objectPath, body, contentType) {
      if (!isSafeObjectPath(objectPath)) throw new Error(`Invalid storage path: ${objectPath}`);
      const { error } = await (
        await bucket()
      ).upload(objectPath, body, {
        contentType,
        upsert: true,
        cacheControl: '31536000',
      });
      if (error) throw new Error(error.message);
    },
    async exists(objectPath) {
      // The bucket is public: a HEAD on the object's public URL answers without listing folders.
      if (!isSafeObjectPath(objectPath)) return false;
      const response = await fetch(`${storagePrefix}${objectPath}`, { method: 'HEAD', cache: 'no-store' });
      if (response.status === 404 || response.status === 400) return false;
      if (!response.ok) throw new Error(`Storage answered ${response.status}`);
      return true;
    },
    async read(objectPath) {
      // Public bucket: the object's public URL, as a browser reads it.
      if (!isSafeObjectPath(objectPath)) return null;
      const response = await fetch(`${storagePrefix}${objectPath.split('/').map(encodeURIComponent).join('/')}`, { cache: 'no-store' });
      if (response.status === 404 || response.status === 400) return null;
      if (!response.ok) throw new Error(`Storage answered ${response.status}`);
      return new Uint8Array(await response.arrayBuffer());
    },
    async remove(objectPaths) {
      if (objectPaths.length === 0) return;
      const { error } = await (await bucket()).remove(objectPaths);
      if (error) throw new Error(error.message);
    },
    publicUrl: (objectPath) => `${LOCAL_PUBLIC_PREFIX}${objectPath}`,
    objectPathFromUrl(url) {
      let rest: string | null = null;
      if (url.startsWith(storagePrefix)) rest = url.slice(storagePrefix.length);
      else if (url.startsWith(LOCAL_PUBLIC_PREFIX)) rest = url.slice(LOCAL_PUBLIC_PREFIX.length);
      if (rest === null) return null;
      let objectPath: string;
      try {
        objectPath = decodeURIComponent(rest.split('?')[0] ?? '');
      } catch {
        return null;
      }
      return isSafeObjectPath(objectPath) ? objectPath : null;
    },
    async list() {
      const client = await bucket();
      const out: string[] = [];
      const walk = async (prefix: string) => {
        const { data, error } = await client.list(prefix || undefined, { limit: 1000 });
        if (error) throw new Error(error.message);
        for (const entry of data ?? []) {
          const full = prefix ? `${prefix}/${entry.name}` : entry.name;
          if (entry.id) out.push(full);
          else await walk(full);
        }
      };
      await walk('');
      return out.sort();
    },
  };
}

/** Streams one public photo from Storage (for the same-origin route); null when missing or unsafe. */
export async function fetchSupabasePhoto(supabaseUrl: string, segments: string[]): Promise<Response | null> {
  const objectPath = segments.join('/');
  if (!isSafeObjectPath(objectPath)) return null;
  const upstream = await fetch(`${storagePublicPrefix(supabaseUrl)}${objectPath}`, { cache: 'no-store' });
  if (!upstream.ok || !upstream.body) return null;
  return new Response(upstream.body, {
    headers: {
      'Content-Type': upstream.headers.get('content-type') ?? 'application/octet-stream',
      // Object names carry a version, so a file never changes under its URL.
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
