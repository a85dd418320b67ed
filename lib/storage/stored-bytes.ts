import { getConfig } from '../config';
import { readPhotoFile } from './serve';
import { fetchSupabasePhoto } from './supabase';

/**
 * The bytes of a stored photo by its object path (`itemphotos/main-1.jpg`), from the local folder or
 * the Supabase bucket, whichever backend is configured; null when there is none. For server-side
 * renderers (share cards, quotation PDFs) that draw a photo the site stores, never a typed URL.
 */
export async function storedPhotoBytes(objectPath: string): Promise<Uint8Array | null> {
  const segments = objectPath.split('/');
  const { backend } = getConfig();
  if (backend.kind === 'supabase') {
    const response = await fetchSupabasePhoto(backend.url, segments);
    return response ? new Uint8Array(await response.arrayBuffer()) : null;
  }
  const file = await readPhotoFile(segments);
  return file ? new Uint8Array(file.body) : null;
}
