// The power-loss journey's writer (e2e-durability/power-loss.spec.ts, decision 087):
//   tsx --conditions=react-server scripts/lib/power-loss-writer.ts write DATA_DIR durable|stock
// writes to the embedded database as fast as it can and prints `ACK <n>` for each write once it
// was answered: a single INSERT, or a transaction of two (n and -n) through Drizzle's
// db.transaction, as the app's writes are; a CHECKPOINT every 40 writes, so the log is recycled and
// data files are written under it. `durable` opens the folder with the repository's openDatabase;
// `stock` with PGlite's own NodeFS (what the repository used before), the control that shows the
// journey can fail. `read DATA_DIR` prints the ids a folder holds as one JSON line.
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../../lib/db/client';

type Rows<T> = { rows: T[] };
const rows = async <T>(query: Promise<unknown>) => ((await query) as Rows<T>).rows;

const PAYLOAD = 'x'.repeat(2000);

async function open(dataDir: string, mode: string): Promise<{ db: Db; close: () => Promise<void> }> {
  if (mode === 'stock') {
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    const client = await PGlite.create(path.join(dataDir, 'pg'));
    return { db: drizzle({ client }) as unknown as Db, close: () => client.close() };
  }
  const handle = await openDatabase({ kind: 'embedded', dataDir });
  return { db: handle.db, close: handle.close };
}

async function write(dataDir: string, mode: string): Promise<void> {
  const { db } = await open(dataDir, mode);
  await db.execute(sql`create table if not exists power_loss (id int primary key, payload text not null)`);
  const [{ start }] = (await rows<{ start: number }>(
    db.execute(sql`select coalesce(max(abs(id)), 0)::int + 1 as start from power_loss`),
  )) as [{ start: number }];
  process.stdout.write(`READY ${start}\n`);
  for (let n = start; ; n++) {
    if (n % 2 === 0) {
      await db.transaction(async (tx) => {
        await tx.execute(sql`insert into power_loss values (${n}, ${PAYLOAD})`);
        await tx.execute(sql`insert into power_loss values (${-n}, ${PAYLOAD})`);
      });
    } else {
      await db.execute(sql`insert into power_loss values (${n}, ${PAYLOAD})`);
    }
    process.stdout.write(`ACK ${n}\n`);
    if (n % 40 === 0) await db.execute(sql`checkpoint`);
  }
}

async function read(dataDir: string): Promise<void> {
  const { db, close } = await open(dataDir, 'durable');
  try {
    const [exists] = await rows<{ ok: boolean }>(db.execute(sql`select to_regclass('power_loss') is not null as ok`));
    const ids = exists?.ok ? (await rows<{ id: number }>(db.execute(sql`select id from power_loss order by id`))).map((r) => r.id) : [];
    console.log(JSON.stringify({ ids }));
  } finally {
    await close();
  }
}

const [command, dataDir, mode] = process.argv.slice(2);
if (!dataDir || (command !== 'read' && command !== 'write'))
  throw new Error('usage: power-loss-writer.ts write DATA_DIR durable|stock | read DATA_DIR');
const done = command === 'read' ? read(dataDir) : write(dataDir, mode ?? 'durable');
done.catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
