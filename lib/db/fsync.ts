import fsp from 'node:fs/promises';

/**
 * fsync (or, with `dataOnly`, fdatasync) of one file or folder; a path removed meanwhile needs
 * nothing. A folder's fsync makes its entries (a created or renamed file) durable (decision 087):
 * the embedded engine's files, the photos and a restored data folder all go through here.
 */
export async function syncPath(file: string, dataOnly = false): Promise<void> {
  let handle: fsp.FileHandle;
  try {
    handle = await fsp.open(/*turbopackIgnore: true*/ file, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  try {
    await (dataOnly ? handle.datasync() : handle.sync());
  } finally {
    await handle.close();
  }
}
