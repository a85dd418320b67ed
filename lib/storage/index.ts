import { getConfig } from '../config';
import { createLocalStorage } from './local';
import { createSupabaseStorage } from './supabase';
import type { StoragePort } from './types';

export type { StoragePort } from './types';
export { PHOTO_BUCKET } from './types';

let override: StoragePort | undefined;

/** The configured photo storage: files under DATA_DIR, or Supabase Storage. */
export function getStorage(): StoragePort {
  if (override) return override;
  const config = getConfig();
  if (config.backend.kind === 'supabase') {
    return createSupabaseStorage(config.backend.url, async () => {
      const { createSupabaseServerClient } = await import('../auth/supabase-client');
      return createSupabaseServerClient();
    });
  }
  return createLocalStorage(config.dataDir);
}

/** Tests: replace the storage (e.g. a local one in a temp folder, or one that fails on purpose). */
export function setStorageForTests(storage: StoragePort | undefined): void {
  override = storage;
}
