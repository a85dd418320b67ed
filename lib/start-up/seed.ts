import 'server-only';
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { fieldColumns } from '@/lib/product-fields/registry';
import { getStorage, type StoragePort } from '@/lib/storage';
import type { DbHandle } from '@/lib/db/client';
import { executeRows } from '@/lib/db/rows';
import * as t from '@/lib/db/schema';
import { buildBlocks } from './seed/blog-blocks';
import { SEED_BLOG_CATEGORIES, SEED_BLOG_TAGS, SEED_POSTS } from './seed/blog-data';
import { SEED_CATEGORIES, SEED_ITEMS } from './seed/catalog-data';
import { SEED_INQUIRIES, seedLineSnapshot } from './seed/inquiry-data';
import { uploadPhotos, type PhotoJob } from './seed/photos';
import { GALLERY_VIEWS } from './seed/scene';
import { demoHomeStates, uploadHomePhotos } from './seed/home-seed';
import { ensureHomeContent } from '@/lib/home/standard-content';
import { seedBlogTranslationRows, seedCatalogTranslationRows } from './seed/translations/rows';
import { seedPostHasFeaturedImage, seedPostPhotoItemName } from './seed/translations/blocks';

// Demo content for a new database: the catalogue (categories 6, 5, 42, 7 and their items with
// generated JPEG photos), the blog, a few quote inquiries and the home page's sections (with rendered photos). Photos are uploaded first, then every row goes in one
// transaction; if it fails, the photos are removed again.

const VERSION = 'seed';

export type SeedResult = { seeded: boolean; items: number; posts: number; photos: number; ms: number };

/** True when the catalogue and the blog are both empty. */
export async function isDatabaseEmpty(handle: DbHandle): Promise<boolean> {
  const list = await executeRows<{ n: number }>(
    handle.db,
    sql`select ((select count(*) from categories) + (select count(*) from items) + (select count(*) from blog_posts))::int as n`,
  );
  return Number(list[0]?.n ?? 0) === 0;
}

function itemPhotoJobs(): { jobs: PhotoJob[]; items: { id: number; main: string; hover: string; gallery: string[] }[] } {
  const jobs: PhotoJob[] = [];
  const items = SEED_ITEMS.map((item, index) => {
    const id = index + 1;
    const main = `main-${id}-${VERSION}.jpg`;
    const hover = `hover-${id}-${VERSION}.jpg`;
    jobs.push({ objectPath: main, design: item.design, view: 'main' }, { objectPath: hover, design: item.design, view: 'hover' });
    const gallery = Array.from({ length: item.gallery }, (_, g) => {
      const objectPath = `gallery-${g}-${id}-${VERSION}.jpg`;
      jobs.push({ objectPath, design: item.design, view: GALLERY_VIEWS[g % GALLERY_VIEWS.length] ?? 'detail' });
      return objectPath;
    });
    return { id, main, hover, gallery };
  });
  return { jobs, items };
}

export async function seedDemoContent(handle: DbHandle, storage: StoragePort = getStorage()): Promise<SeedResult> {
  const started = Date.now();
  const { jobs, items: photos } = itemPhotoJobs();
  const written = await uploadPhotos(storage, jobs);
  // The home page's photographs (hero, factory, gallery): rendered like the products'.
  written.push(
    ...(await uploadHomePhotos(storage).catch(async (error: unknown) => {
      await storage.remove(written).catch(() => {});
      throw error;
    })),
  );
  const url = (p: string) => storage.publicUrl(p);
  try {
    await handle.db.transaction(async (tx) => {
      await tx.insert(t.categories).values(SEED_CATEGORIES.map((c, i) => ({ id: c.id, name: c.name, sortOrder: i + 1 })));
      const now = Date.now();
      await tx.insert(t.items).values(
        SEED_ITEMS.map((item, i) => ({
          id: i + 1,
          itemName: item.name,
          itemCode: item.code,
          itemDescription: item.description,
          categoryId: item.categoryId,
          mainPhotoUrl: url(photos[i]!.main),
          hoverPhotoUrl: url(photos[i]!.hover),
          ...fieldColumns(item.fields),
          createdAt: new Date(now - (SEED_ITEMS.length - i) * 3_600_000),
          updatedAt: new Date(now - (SEED_ITEMS.length - i) * 3_600_000),
        })),
      );
      const specs = SEED_ITEMS.flatMap((item, i) => item.specs.map(([specName, specValue]) => ({ itemId: i + 1, specName, specValue })));
      if (specs.length) await tx.insert(t.itemSpecifications).values(specs);
      const gallery = photos.flatMap((p) => p.gallery.map((g) => ({ itemId: p.id, photoUrl: url(g) })));
      if (gallery.length) await tx.insert(t.itemGallery).values(gallery);
      await tx.execute(sql`select setval(pg_get_serial_sequence('categories', 'id'), (select max(id) from categories))`);
      await tx.execute(sql`select setval(pg_get_serial_sequence('items', 'id'), (select max(id) from items))`);

      const categoryIds = new Map<string, string>(SEED_BLOG_CATEGORIES.map((c) => [c.slug, crypto.randomUUID()]));
      const tagIds = new Map<string, string>(SEED_BLOG_TAGS.map((c) => [c.slug, crypto.randomUUID()]));
      await tx.insert(t.blogCategories).values(SEED_BLOG_CATEGORIES.map((c) => ({ ...c, id: categoryIds.get(c.slug)! })));
      await tx.insert(t.blogTags).values(SEED_BLOG_TAGS.map((c) => ({ ...c, id: tagIds.get(c.slug)! })));

      const day = 86_400_000;
      const posts = SEED_POSTS.map((post, i) => {
        const photo = photos[(i * 7) % photos.length]!;
        const published = post.status === 'draft' ? null : new Date(now - (i * 4 + 1) * day);
        return {
          post,
          id: crypto.randomUUID(),
          imageUrl: url(i % 2 === 0 ? photo.main : photo.hover),
          imageAlt: seedPostPhotoItemName(i),
          withFeatured: seedPostHasFeaturedImage(i),
          published,
          created: new Date((published?.getTime() ?? now) - day),
        };
      });
      await tx.insert(t.blogPosts).values(
        posts.map(({ post, id, imageUrl, imageAlt, withFeatured, published, created }) => ({
          id,
          title: post.title,
          slug: post.slug,
          author: post.author,
          excerpt: post.excerpt.slice(0, 300),
          featuredImageUrl: withFeatured ? imageUrl : null,
          featuredImageAlt: withFeatured ? imageAlt : null,
          status: post.status,
          isFeatured: post.featured ?? false,
          publishedAt: published,
          createdAt: created,
          updatedAt: published ?? created,
          viewsCount: post.views,
          metaTitle: post.title.length <= 60 ? post.title : `${post.title.slice(0, 57).trimEnd()}...`,
          metaDescription: post.excerpt.length <= 160 ? post.excerpt : `${post.excerpt.slice(0, 157).trimEnd()}...`,
        })),
      );
      await tx.insert(t.blogContentBlocks).values(
        posts.flatMap(({ post, id, imageUrl, imageAlt }, i) =>
          buildBlocks(post, i, imageUrl, imageAlt).map((b, sortOrder) => ({
            blogPostId: id,
            blockType: b.blockType,
            content: b.content,
            sortOrder,
          })),
        ),
      );
      await tx
        .insert(t.blogPostCategories)
        .values(posts.flatMap(({ post, id }) => post.categories.map((slug) => ({ blogPostId: id, categoryId: categoryIds.get(slug)! }))));
      const postTags = posts.flatMap(({ post, id }) => post.tags.map((slug) => ({ blogPostId: id, tagId: tagIds.get(slug)! })));
      if (postTags.length) await tx.insert(t.blogPostTags).values(postTags);
      await seedTranslations(tx, {
        postIds: new Map(posts.map(({ post, id }) => [post.slug, id])),
        blogCategoryIds: categoryIds,
        tagIds,
      });
      await seedInquiries(tx, now);
      // The home page: the SPEC's company texts in three languages, with the demo's photos.
      await ensureHomeContent(tx, demoHomeStates(url));
    });
  } catch (error) {
    await storage.remove(written).catch(() => {});
    throw error;
  }
  return { seeded: true, items: SEED_ITEMS.length, posts: SEED_POSTS.length, photos: written.length, ms: Date.now() - started };
}

/** The Indonesian and Chinese words of the demo catalogue and blog (some deliberately partial). */
async function seedTranslations(tx: Pick<DbHandle['db'], 'insert'>, ids: Parameters<typeof seedBlogTranslationRows>[0]): Promise<void> {
  const catalog = seedCatalogTranslationRows();
  const blog = seedBlogTranslationRows(ids);
  if (catalog.categories.length) await tx.insert(t.categoryTranslations).values(catalog.categories);
  if (catalog.items.length) await tx.insert(t.itemTranslations).values(catalog.items);
  if (catalog.specs.length) await tx.insert(t.itemSpecificationTranslations).values(catalog.specs);
  if (blog.posts.length) await tx.insert(t.blogPostTranslations).values(blog.posts);
  if (blog.blocks.length) await tx.insert(t.blogContentBlockTranslations).values(blog.blocks);
  if (blog.categories.length) await tx.insert(t.blogCategoryTranslations).values(blog.categories);
  if (blog.tags.length) await tx.insert(t.blogTagTranslations).values(blog.tags);
}

/** The demo inquiries with their product lines (snapshots of seeded items) and internal notes. */
async function seedInquiries(tx: Pick<DbHandle['db'], 'insert'>, now: number): Promise<void> {
  const hour = 3_600_000;
  const rows = await tx
    .insert(t.inquiries)
    .values(
      SEED_INQUIRIES.map((q) => {
        const created = new Date(now - q.hoursAgo * hour);
        const { lines: _lines, notes: _notes, hoursAgo: _hoursAgo, read, mail, ...fields } = q;
        return {
          ...fields,
          consentAt: created,
          readAt: read ? new Date(created.getTime() + hour) : null,
          mailStatus: mail.status,
          mailAttempts: mail.attempts,
          mailError: mail.error ?? null,
          createdAt: created,
          updatedAt: created,
        };
      }),
    )
    // A database whose catalogue and blog were emptied may still hold the demo inquiries: keep them.
    .onConflictDoNothing({ target: t.inquiries.reference })
    .returning({ id: t.inquiries.id, reference: t.inquiries.reference });
  const idOf = new Map(rows.map((r) => [r.reference, r.id]));
  const fresh = SEED_INQUIRIES.filter((q) => idOf.has(q.reference));
  if (fresh.length === 0) return;
  await tx.insert(t.inquiryLines).values(
    fresh.flatMap((q) =>
      q.lines.map((line, i) => ({
        inquiryId: idOf.get(q.reference)!,
        position: i + 1,
        quantity: line.quantity,
        note: 'note' in line ? (line.note ?? '') : '',
        ...seedLineSnapshot(line),
      })),
    ),
  );
  const notes = fresh.flatMap((q) =>
    q.notes.map((note, i) => ({
      inquiryId: idOf.get(q.reference)!,
      ...note,
      createdAt: new Date(now - q.hoursAgo * hour + (i + 2) * hour),
    })),
  );
  if (notes.length) await tx.insert(t.inquiryNotes).values(notes);
}

/** Seeds the demo catalogue and blog when the database has no categories, items or posts. */
export async function seedDemoContentIfEmpty(handle: DbHandle, storage?: StoragePort): Promise<SeedResult> {
  if (!(await isDatabaseEmpty(handle))) return { seeded: false, items: 0, posts: 0, photos: 0, ms: 0 };
  return seedDemoContent(handle, storage);
}
