// The durability lane's look into a data folder whose server is down (e2e-durability/site.ts):
//   tsx --conditions=react-server scripts/lib/durability-read.ts DATA_DIR ITEM_ID
// opens it with the repository's own openDatabase (the folder's lock, PGlite and its crash recovery,
// as a server start does) and prints one JSON line: the inquiry references, how many inquiries have
// no line (a half-written request), and the item's name and every name its revisions recorded.
import { openDatabase } from '../../lib/db/client';

async function main(): Promise<void> {
  const [dataDir, itemArg] = process.argv.slice(2);
  if (!dataDir || !itemArg) throw new Error('usage: durability-read.ts DATA_DIR ITEM_ID');
  const started = Date.now();
  const handle = await openDatabase({ kind: 'embedded', dataDir });
  const openMs = Date.now() - started;
  try {
    const q = handle.runner.query;
    const references = (await q<{ reference: string }>('select reference from inquiries order by id')).map((r) => r.reference);
    const [orphans] = await q<{ n: number }>(
      'select count(*)::int as n from inquiries i where not exists (select 1 from inquiry_lines l where l.inquiry_id = i.id)',
    );
    const [item] = await q<{ name: string }>('select item_name as name from items where id = $1', [Number(itemArg)]);
    const revisions = await q<{ name: string | null }>(
      `select snapshot->>'itemName' as name from revisions where entity_type = 'item' and entity_id = $1 order by id`,
      [itemArg],
    );
    const reading = {
      openMs,
      references,
      inquiriesWithoutLines: orphans?.n ?? 0,
      itemName: item?.name ?? null,
      revisionNames: revisions.map((r) => r.name).filter((n): n is string => n !== null),
    };
    console.log(JSON.stringify(reading));
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
