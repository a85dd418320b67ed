import fs from 'node:fs/promises';
import { getConfig } from '../config';
import { contentTypeFor, createLocalStorage } from './local';

/** A photo of the embedded storage by its path segments; null when missing, unsafe or not local. */
export async function readPhotoFile(segments: string[]): Promise<{ body: Buffer; contentType: string } | null> {
  const config = getConfig();
  if (config.backend.kind !== 'embedded') return null;
  const objectPath = segments.join('/');
  const full = createLocalStorage(config.dataDir).filePath(objectPath);
  if (!full) return null;
  try {
    return { body: await fs.readFile(/*turbopackIgnore: true*/ full), contentType: contentTypeFor(objectPath) };
  } catch {
    return null;
  }
}
