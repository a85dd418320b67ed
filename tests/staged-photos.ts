import fs from 'node:fs';
import path from 'node:path';
import { processPhoto } from '../lib/catalog/photos';
import { stagePhoto, type StagedPurpose } from '../lib/catalog/staged-photos';

// A photo as the upload route (app/api/admin/uploads) keeps it for a save: checked, re-encoded and
// staged for one administrator. The route itself is proven in its own test; the actions' tests
// start from its result, the token a form sends.

export const uploadFixture = (name: string) => new Uint8Array(fs.readFileSync(path.resolve('tests/fixtures/uploads', name)));

/** Stages a fixture (by name) or bytes for `userId` and returns the token. Throws for a photo the route would refuse. */
export async function stagedUpload(userId: string, purpose: StagedPurpose, photo: string | Uint8Array = 'photo-a.jpg'): Promise<string> {
  const bytes = typeof photo === 'string' ? uploadFixture(photo) : photo;
  const processed = await processPhoto(bytes);
  if (!processed.ok) throw new Error(`the upload route would refuse this photo: ${processed.reason}`);
  return stagePhoto({ userId, purpose }, processed.photo, typeof photo === 'string' ? photo : 'photo.jpg');
}
