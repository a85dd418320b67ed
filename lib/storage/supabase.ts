import type { SupabaseClient } from '@supabase/supabase-js';
import { isSafeObjectPath, PHOTO_BUCKET, type StoragePort } from './types';

/**
 * Supabase Storage, public bucket `itemphotos`. Writes go through a client that carries the signed-in
 * admin's session, so the bucket's policies (supabase/policies.sql) decide, not a service key.
 */
export function createSupabaseStorage(
  supabaseUrl: string,
  getClient: () => Promise<SupabaseClient>,
): StoragePort {
  const publicPrefix = `${supabaseUrl.replace(/\/+$/, '')}/storage/v1/object/public/${PHOTO_BUCKET}/`;
  const bucket = async () => (await getClient()).storage.from(PHOTO_BUCKET);
  return {
    kind: 'supabase',
    async upload(objectPath, body, contentType) {
      if (!isSafeObjectPath(objectPath)) throw new Error(`Invalid storage path: ${objectPath}`);
      const { error } = await (await bucket()).upload(objectPath, body, {
        contentType,
        upsert: true,
        cacheControl: '31536000',
      });
      if (error) throw new Error(error.message);
    },
    async remove(objectPaths) {
      if (objectPaths.length === 0) return;
      const { error } = await (await bucket()).remove(objectPaths);
      if (error) throw new Error(error.message);
    },
    publicUrl: (objectPath) => `${publicPrefix}${objectPath}`,
    objectPathFromUrl(url) {
      if (!url.startsWith(publicPrefix)) return null;
      const objectPath = decodeURIComponent(url.slice(publicPrefix.length).split('?')[0] ?? '');
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
