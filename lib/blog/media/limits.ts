// Shared by the editor's first check on a chosen file and the tests: the product photos' limit
// (lib/catalog/photos.ts MAX_PHOTO_BYTES, which the server applies again); a test keeps them equal.

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
