// The full-disk lane's look into its data folder once the server is down (e2e-full-disk/server.ts):
//   tsx --conditions=react-server scripts/lib/full-disk-read.ts DATA_DIR ITEM_ID
// opens it with the repository's own openDatabase (PGlite, as a server start does) and prints one
// JSON line: the journeys' inquiries, posts and blog images (names start with `full-disk`), the
// inquiry rate limit's rows, every blog image's file and the product's main photo.
import { openDatabase } from '../../lib/db/client';

async function main(): Promise<void> {
  const [dataDir, itemArg] = process.argv.slice(2);
  if (!dataDir || !itemArg) throw new Error('usage: full-disk-read.ts DATA_DIR ITEM_ID');
  const handle = await openDatabase({ kind: 'embedded', dataDir });
  try {
    const q = handle.runner.query;
    const inquiries = await q<{ email: string; n: number }>(
      `select email, count(*)::int as n from inquiries where email like 'full-disk%' group by email order by email`,
    );
    const [limits] = await q<{ n: number }>(`select count(*)::int as n from auth_attempts where scope = 'inquiry:email'`);
    const posts = await q<{ title: string; n: number }>(
      `select title, count(*)::int as n from blog_posts where title like 'Full disk%' group by title order by title`,
    );
    const media = await q<{ name: string; n: number }>(
      `select original_name as name, count(*)::int as n from blog_media where original_name like 'full-disk%' group by original_name order by 1`,
    );
    const mediaPaths = (await q<{ path: string }>('select object_path as path from blog_media order by 1')).map((r) => r.path);
    const [item] = await q<{ url: string | null }>('select main_photo_url as url from items where id = $1', [Number(itemArg)]);
    console.log(JSON.stringify({ inquiries, inquiryLimitRows: limits?.n ?? 0, posts, media, mediaPaths, mainPhotoUrl: item?.url ?? null }));
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
