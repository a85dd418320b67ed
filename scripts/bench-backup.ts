// npm run bench:backup [-- --keep] — how long a backup and a restore of the embedded default take,
// and how big the archive is (figures in docs/decisions/085-backups-restore-and-the-data-folder-lock.md):
//   1. the seeded site: a throwaway DATA_DIR migrated and seeded as a first start does it
//   2. the same site grown to 10,000 more inquiries (1–3 lines each, through lib/inquiries/store's
//      insertInquiry) and 1,000 more photos (photo-like pictures drawn with sharp, put through the
//      upload pipeline's processPhoto, stored under the product photos' names, one gallery row each)
// For each: createBackupFile (lib/backup/create: the one transaction, the hard links, the archive)
// and restoreBackup (lib/backup/restore: the check of every checksum, the load, the migrations) into
// an empty folder, each timed. Everything lives in one temp folder, removed at the end (--keep keeps it).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createBackupFile } from '../lib/backup/create';
import { restoreBackup } from '../lib/backup/restore';
import { photoObjectPath, photoVersion } from '../lib/catalog/photo-files';
import { processPhoto } from '../lib/catalog/photos';
import { openDatabase, type DbHandle } from '../lib/db/client';
import { migrate } from '../lib/db/migrate';
import { itemGallery } from '../lib/db/schema';
import { seedDemoContent } from '../lib/start-up/seed';
import { insertInquiry, type NewLine } from '../lib/inquiries/store';
import { createLocalStorage } from '../lib/storage/local';
import { devCacheEnv } from './lib/dev-cache.mjs';

const INQUIRIES = 10_000;
const PHOTOS = 1_000;
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pkg-bench-backup-'));
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function folderBytes(dir: string): number {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return total;
}

type Figures = { site: string; rows: number; files: number; dataBytes: number; backupMs: number; archiveBytes: number; restoreMs: number };

/** One backup of `dataDir` (its database open in `handle`) and its restore into a new folder. */
async function measure(site: string, dataDir: string, handle: DbHandle): Promise<Figures> {
  const dataBytes = folderBytes(dataDir);
  const made = await createBackupFile(path.join(root, `archives-${site}`), {
    embedded: handle.runner,
    storage: createLocalStorage(dataDir),
    dataDir,
  });
  const restored = await restoreBackup(made.file, path.join(root, `restored-${site}`));
  const rows = made.manifest.database.kind === 'embedded' ? made.manifest.database.tables.reduce((n, t) => n + t.rows, 0) : 0;
  const figures = {
    site,
    rows,
    files: made.manifest.storage.files.length,
    dataBytes,
    backupMs: made.ms,
    archiveBytes: made.bytes,
    restoreMs: restored.ms,
  };
  console.log(
    `▲ ${site}: ${rows} rows, ${figures.files} files, data folder ${mb(dataBytes)}; backup ${s(made.ms)} → ${mb(made.bytes)}; restore ${s(restored.ms)}`,
  );
  return figures;
}

let grain: Buffer | undefined;

/** A product photo's stand-in: a 1600×1200 picture with gradients, shapes and grain, different for each `n`. */
async function picture(n: number): Promise<Uint8Array> {
  const hue = (n * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},45%,82%)"/>
    <stop offset="1" stop-color="hsl(${(hue + 60) % 360},35%,40%)"/></linearGradient></defs>
    <rect width="1600" height="1200" fill="url(#g)"/>
    <rect x="${300 + (n % 200)}" y="260" width="900" height="640" rx="24" fill="hsl(${(hue + 180) % 360},30%,55%)"/>
    <circle cx="${500 + ((n * 13) % 600)}" cy="600" r="180" fill="hsl(${(hue + 90) % 360},50%,70%)" opacity="0.8"/></svg>`;
  grain ??= await sharp({
    create: { width: 1600, height: 1200, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 12 } },
  })
    .png()
    .toBuffer();
  // A camera's JPEG, as most uploads are.
  return sharp(Buffer.from(svg))
    .composite([{ input: grain, blend: 'overlay' }])
    .jpeg({ quality: 92 })
    .toBuffer();
}

async function growSite(handle: DbHandle, dataDir: string): Promise<void> {
  const started = Date.now();
  const products = await handle.runner.query<{ id: number; item_name: string; item_code: string | null }>(
    'select id, item_name, item_code from items order by id',
  );
  for (let i = 0; i < INQUIRIES; i++) {
    const lines: NewLine[] = Array.from({ length: 1 + (i % 3) }, (_, j) => {
      const p = products[(i + j * 7) % products.length]!;
      return {
        itemId: p.id,
        itemName: p.item_name,
        itemCode: p.item_code ?? '',
        categoryName: 'Hard boxes',
        itemPath: `/product/${p.id}`,
        quantity: 500 + j * 250,
        note: j ? 'matte lamination' : '',
      };
    });
    await insertInquiry(
      handle.db,
      {
        locale: (['en', 'id', 'zh-CN'] as const)[i % 3]!,
        name: `Buyer ${i}`,
        company: `Toko ${i % 400}`,
        email: `buyer${i}@example.com`,
        whatsapp: i % 2 ? `+62 812 ${String(1_000_000 + i).slice(-7)}` : '',
        city: 'Surabaya',
        country: 'ID',
        message: `We need ${500 + (i % 40) * 50} boxes with our logo in gold foil, delivery to our warehouse within six weeks. Please send prices and a sample. (${i})`,
        consentAt: new Date(),
        mailStatus: 'none',
        createdAt: new Date(Date.now() - i * 60_000),
      },
      lines,
    );
  }
  console.log(`  ${INQUIRIES} inquiries written in ${s(Date.now() - started)}`);
  const storage = createLocalStorage(dataDir);
  const photosStarted = Date.now();
  let refused = 0;
  for (let i = 0; i < PHOTOS; i++) {
    let processed = await processPhoto(await picture(i));
    // Random grain can spell one of processPhoto's polyglot markers ("<svg" …) by chance: draw again.
    for (let again = 1; !processed.ok && again <= 3; again++, refused++) processed = await processPhoto(await picture(i + again * PHOTOS));
    if (!processed.ok) throw new Error(`photo ${i}: ${processed.reason}`);
    const itemId = products[i % products.length]!.id;
    const objectPath = photoObjectPath({ kind: 'gallery', index: 100 + i }, itemId, photoVersion(), false);
    await storage.upload(objectPath, processed.photo.bytes, processed.photo.contentType);
    await handle.db.insert(itemGallery).values({ itemId, photoUrl: storage.publicUrl(objectPath) });
  }
  console.log(
    `  ${PHOTOS} photos processed and stored in ${s(Date.now() - photosStarted)} (${refused} drawings refused by processPhoto, drawn again)`,
  );
}

async function main(): Promise<void> {
  // The cached empty cluster and seed photos of `npm run dev`: the same database, without initdb and rendering.
  const { version } = JSON.parse(fs.readFileSync(path.join('node_modules', '@electric-sql', 'pglite', 'package.json'), 'utf8')) as {
    version: string;
  };
  const cache = devCacheEnv(process.env, os.homedir(), version);
  process.env.PGLITE_TEMPLATE_DIR ??= cache.PGLITE_TEMPLATE_DIR;
  process.env.SEED_PHOTO_CACHE_DIR ??= cache.SEED_PHOTO_CACHE_DIR;
  const dataDir = path.join(root, 'data');
  const handle = await openDatabase({ kind: 'embedded', dataDir });
  const figures: Figures[] = [];
  try {
    await migrate(handle.runner);
    await seedDemoContent(handle, createLocalStorage(dataDir));
    figures.push(await measure('seeded', dataDir, handle));
    await growSite(handle, dataDir);
    figures.push(await measure(`+${INQUIRIES} inquiries, +${PHOTOS} photos`, dataDir, handle));
  } finally {
    await handle.close();
    if (process.argv.includes('--keep')) console.log(`kept ${root}`);
    else fs.rmSync(root, { recursive: true, force: true });
  }
  console.log('\n| Site | Rows | Files | Data folder | Backup | Archive | Restore |\n|---|---|---|---|---|---|---|');
  for (const f of figures) {
    console.log(
      `| ${f.site} | ${f.rows} | ${f.files} | ${mb(f.dataBytes)} | ${s(f.backupMs)} | ${mb(f.archiveBytes)} | ${s(f.restoreMs)} |`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
