import 'server-only';
import { count, desc, eq } from 'drizzle-orm';
import { photoVersion, removeQuietly } from '@/lib/catalog/photo-files';
import type { ProcessedPhoto } from '@/lib/catalog/photos';
import { getDb } from '@/lib/db';
import { blogMedia } from '@/lib/db/schema';
import { getStorage } from '@/lib/storage';

// The blog's images go through exactly the product photos' pipeline (bytes sniffed, polyglots and
// pixel bombs refused, EXIF dropped, re-encoded to JPEG) and into the same storage, under `blog/`,
// with a versioned name so a URL never shows another picture. Each file has one blog_media row.

export const MEDIA_PAGE_SIZE = 12;
const NAME_MAX = 200;

export type BlogMediaItem = {
  id: number;
  url: string;
  width: number;
  height: number;
  originalName: string | null;
  createdAt: string;
};

export type MediaPage = { items: BlogMediaItem[]; page: number; pageCount: number; total: number };

type Origin = { originalName?: string | null; sourceUrl?: string | null; uploadedBy?: string | null };

export function blogObjectPath(version: string = photoVersion()): string {
  return `blog/blog-${version}.jpg`;
}

const toItem = (row: typeof blogMedia.$inferSelect): BlogMediaItem => ({
  id: row.id,
  url: row.url,
  width: row.width,
  height: row.height,
  originalName: row.originalName,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Writes the file, then its row. A failure on either leaves neither behind: the file is written
 * first (a row must never point at a missing file) and removed again when the insert fails.
 */
export async function storeProcessed(photo: ProcessedPhoto, origin: Origin): Promise<BlogMediaItem> {
  const storage = getStorage();
  const objectPath = blogObjectPath();
  await storage.upload(objectPath, photo.bytes, photo.contentType);
  try {
    const db = await getDb();
    const [row] = await db
      .insert(blogMedia)
      .values({
        objectPath,
        url: storage.publicUrl(objectPath),
        width: photo.width,
        height: photo.height,
        byteSize: photo.bytes.byteLength,
        originalName: origin.originalName ? origin.originalName.slice(0, NAME_MAX) : null,
        sourceUrl: origin.sourceUrl ?? null,
        uploadedBy: origin.uploadedBy ?? null,
      })
      .returning();
    return toItem(row!);
  } catch (error) {
    await removeQuietly(storage, [objectPath]);
    throw error;
  }
}

/** The image copied earlier from this external URL, if any (a URL is copied once). */
export async function findImportedFrom(sourceUrl: string): Promise<BlogMediaItem | null> {
  const db = await getDb();
  const [row] = await db.select().from(blogMedia).where(eq(blogMedia.sourceUrl, sourceUrl)).orderBy(desc(blogMedia.id)).limit(1);
  return row ? toItem(row) : null;
}

/** One page (1-based) of the library, newest first; a page past the end gives the last one. */
export async function listBlogMedia(page: number, pageSize = MEDIA_PAGE_SIZE): Promise<MediaPage> {
  const db = await getDb();
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(blogMedia);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const rows = await db
    .select()
    .from(blogMedia)
    .orderBy(desc(blogMedia.createdAt), desc(blogMedia.id))
    .limit(pageSize)
    .offset((current - 1) * pageSize);
  return { items: rows.map(toItem), page: current, pageCount, total };
}
