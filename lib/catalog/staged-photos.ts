import 'server-only';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { stagedPhotos } from '@/lib/db/schema';
import type { ProcessedPhoto } from './photos';
import { isStagedToken } from './upload-token';

// Photos on their way into a save (migration 0034). The admin forms send each new photo to
// POST /api/admin/uploads first (app/api/admin/uploads/route.ts), which checks and re-encodes it
// and keeps the JPEG here; the save's server action then carries only the tokens, so no server
// action body ever holds a photo. A token is usable only by the administrator who uploaded it,
// for the purpose it was uploaded for, for a day; the save that uses it deletes it.

/** The forms a photo is staged for (the migration's check lists the same). */
export type StagedPurpose = 'catalogue' | 'home';

/** How long an uploaded photo waits for its save. */
export const STAGED_PHOTO_TTL_MS = 24 * 60 * 60 * 1000;
/** Photos one administrator may have waiting; a new upload past it drops that administrator's oldest. */
export const MAX_STAGED_PER_USER = 100;
const NAME_MAX = 200;

export type StagedPhoto = { photo: ProcessedPhoto; fileName: string };
export type StagedOwner = { userId: string; purpose: StagedPurpose };

const expiry = (now: number) => new Date(now - STAGED_PHOTO_TTL_MS);

/**
 * Keeps one checked, re-encoded photo for `owner` and returns its token. Expired photos (anyone's)
 * and this administrator's photos past MAX_STAGED_PER_USER go in the same transaction.
 */
export async function stagePhoto(owner: StagedOwner, photo: ProcessedPhoto, fileName: string, now = Date.now()): Promise<string> {
  const token = crypto.randomUUID();
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.delete(stagedPhotos).where(lt(stagedPhotos.createdAt, expiry(now)));
    const kept = await tx
      .select({ token: stagedPhotos.token })
      .from(stagedPhotos)
      .where(eq(stagedPhotos.userId, owner.userId))
      .orderBy(asc(stagedPhotos.createdAt), asc(stagedPhotos.token));
    const over = kept.length - (MAX_STAGED_PER_USER - 1);
    for (const { token: old } of kept.slice(0, Math.max(0, over))) await tx.delete(stagedPhotos).where(eq(stagedPhotos.token, old));
    await tx.insert(stagedPhotos).values({
      token,
      userId: owner.userId,
      purpose: owner.purpose,
      fileName: fileName.slice(0, NAME_MAX),
      bytes: photo.bytes,
      width: photo.width,
      height: photo.height,
      createdAt: new Date(now),
    });
  });
  return token;
}

/**
 * The photo behind a token, or null when there is none for this owner and purpose (never
 * uploaded, another administrator's, uploaded for another form, used by an earlier save, or
 * older than a day). Read one at a time, so a save holds one photo's bytes at once.
 */
export async function loadStagedPhoto(owner: StagedOwner, token: string, now = Date.now()): Promise<StagedPhoto | null> {
  if (!isStagedToken(token)) return null;
  const db = await getDb();
  const [row] = await db
    .select()
    .from(stagedPhotos)
    .where(
      and(
        eq(stagedPhotos.token, token),
        eq(stagedPhotos.userId, owner.userId),
        eq(stagedPhotos.purpose, owner.purpose),
        gte(stagedPhotos.createdAt, expiry(now)),
      ),
    );
  if (!row) return null;
  return {
    photo: { bytes: new Uint8Array(row.bytes), width: row.width, height: row.height, contentType: 'image/jpeg' },
    fileName: row.fileName,
  };
}

/** Drops the tokens a save used (after it committed). A failure here is logged: the sweep drops them later. */
export async function discardStagedPhotos(owner: StagedOwner, tokens: string[]): Promise<void> {
  const mine = tokens.filter(isStagedToken);
  if (mine.length === 0) return;
  try {
    const db = await getDb();
    for (const token of mine) {
      await db.delete(stagedPhotos).where(and(eq(stagedPhotos.token, token), eq(stagedPhotos.userId, owner.userId)));
    }
  } catch (error) {
    console.error('[uploads] could not drop used photo uploads', error);
  }
}
