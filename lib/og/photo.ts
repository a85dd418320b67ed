import { MAX_PHOTO_PIXELS } from '../catalog/photos';
import { getPhotoCodec } from '../images';
import { getStorage } from '../storage';
import { storedPhotoBytes } from '../storage/stored-bytes';

// A card's photo comes only from the site's own photo storage (the product photos and blog images
// bucket): a URL that is not one of its objects (an external featured image, a placeholder) gives a
// card without a photo, so a card never makes the server fetch an address someone typed in.

/** Long enough that the 630×630 crop of a landscape or portrait photo is not enlarged. */
const CARD_PHOTO_SIDE = 1000;

/** Whether `url` names an object of the photo storage (only those are read for a card). */
export function isStoredPhoto(url: string | null | undefined): url is string {
  return !!url && getStorage().objectPathFromUrl(url) !== null;
}

/** The stored photo behind `url` as a small JPEG, or null (not a stored photo, missing, unreadable). */
export async function cardPhoto(url: string | null | undefined): Promise<Uint8Array | null> {
  if (!url) return null;
  const objectPath = getStorage().objectPathFromUrl(url);
  if (!objectPath) return null;
  try {
    const bytes = await storedPhotoBytes(objectPath);
    if (!bytes) return null;
    const codec = await getPhotoCodec();
    return (await codec.toJpeg(bytes, { maxSide: CARD_PHOTO_SIDE, quality: 80, maxPixels: MAX_PHOTO_PIXELS })).bytes;
  } catch (error) {
    // A photo that cannot be read is not worth a broken card: the card goes without it.
    console.warn('share card: photo not used', objectPath, error instanceof Error ? error.message : error);
    return null;
  }
}
