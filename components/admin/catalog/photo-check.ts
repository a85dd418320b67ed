import { sniffImageKind } from '@/lib/catalog/image-kind';
import { MAX_FILE_BYTES } from './preview-url';

export type PhotoProblem = 'empty' | 'tooLarge' | 'notImage';

/**
 * The pickers' check on selection: size, then the first bytes (JPEG, PNG or WebP, as the server
 * decides; the name and the browser's type are not trusted). A refused file is never held, so
 * no broken preview and no ticked checklist. The server still checks everything on save.
 */
export async function checkPhotoFile(file: File): Promise<PhotoProblem | null> {
  if (file.size === 0) return 'empty';
  if (file.size > MAX_FILE_BYTES) return 'tooLarge';
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return sniffImageKind(head) ? null : 'notImage';
}

/** Splits a selection into the accepted files and the first refusal (for the message). */
export async function checkPhotoFiles(files: File[]): Promise<{ accepted: File[]; refused: { file: File; problem: PhotoProblem } | null }> {
  const accepted: File[] = [];
  let refused: { file: File; problem: PhotoProblem } | null = null;
  for (const file of files) {
    const problem = await checkPhotoFile(file);
    if (!problem) accepted.push(file);
    else refused ??= { file, problem };
  }
  return { accepted, refused };
}
