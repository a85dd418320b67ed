// @engine-independent: backups of the embedded backend open PGlite data folders of their own
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DbHandle } from '@/lib/db/client';
import { listMigrations, migrate } from '@/lib/db/migrate';
import { seedDemoContent } from '@/lib/start-up/seed';
import { testInquiry, testInquiryLine } from '@/tests/inquiry-fixtures';
import { insertInquiry } from '@/lib/inquiries/store';
import { createLocalStorage } from '@/lib/storage/local';
import { ArchiveError, readArchive } from './archive';
import { createBackupFile } from './create';
import { RestoreRefused, restoreBackup } from './restore';
import { LEFT_OUT_TABLES } from './snapshot';

// The backup of the embedded backend end to end: a seeded data folder (catalogue, blog, photos),
// quote requests sent while the backup runs, the archive checked, restored into a fresh folder
// and compared table by table and file by file; damaged, foreign and newer archives refused with
// nothing written; an archive of an older schema restored and migrated.

let root: string;
let source: string;
let handle: DbHandle;

const inquiry = (n: number) => ({ ...testInquiry(`Buyer ${n}`, `request ${n}`), email: `buyer${n}@example.com` });
const line = testInquiryLine;

/** Each table's rows as one digest (every column, in key order), to compare two databases. */
async function tableDigests(h: DbHandle): Promise<Record<string, string>> {
  const tables = await h.runner.query<{ table: string }>(
    `select c.relname as table from pg_class c where c.relnamespace = 'public'::regnamespace and c.relkind = 'r' order by 1`,
  );
  const out: Record<string, string> = {};
  for (const { table } of tables) {
    if (table in LEFT_OUT_TABLES) continue;
    const [row] = await h.runner.query<{ d: string | null; n: string | number }>(
      `select md5(string_agg(t::text, '|' order by t::text)) as d, count(*) as n from "${table}" t`,
    );
    out[table] = `${Number(row!.n)}:${row!.d ?? ''}`;
  }
  return out;
}

const sha = (file: string) => execFileSync('sha256sum', [file], { encoding: 'utf8' }).split(' ')[0];

function filesUnder(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  if (!fs.existsSync(dir)) return out;
  for (const f of fs.globSync('**/*', { cwd: dir })) {
    const full = path.join(dir, f);
    if (fs.statSync(full).isFile()) out[f] = sha(full)!;
  }
  return out;
}

/** Rewrites an archive through `tar`, changing it with `edit` (a folder of its unpacked members). */
function repack(archive: string, to: string, edit: (dir: string) => void): void {
  const dir = fs.mkdtempSync(path.join(root, 'repack-'));
  execFileSync('tar', ['xzf', archive, '-C', dir]);
  edit(dir);
  execFileSync('tar', ['czf', to, '-C', dir, '.']);
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'pkg-backup-'));
  source = path.join(root, 'data');
  fs.mkdirSync(source);
  handle = await openDatabase({ kind: 'embedded', dataDir: source });
  await migrate(handle.runner);
  await seedDemoContent(handle, createLocalStorage(source));
}, 180_000);

afterAll(async () => {
  await handle?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('backup and restore of the embedded backend', () => {
  let archive: string;

  it('takes a consistent backup while quote requests are sent; every request acknowledged before it started is in it', async () => {
    const before = [];
    for (let i = 0; i < 20; i++) before.push(await insertInquiry(handle.db, inquiry(i), [line]));
    let sending = true;
    const during: Promise<unknown>[] = [];
    const sender = (async () => {
      for (let i = 100; sending; i++) {
        during.push(insertInquiry(handle.db, inquiry(i), [line, { ...line, quantity: 1000 }]));
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    const backup = await createBackupFile(path.join(root, 'backups'), {
      embedded: handle.runner,
      storage: createLocalStorage(source),
      dataDir: source,
    });
    sending = false;
    await sender;
    await Promise.all(during);
    expect(during.length).toBeGreaterThan(0);
    archive = backup.file;
    console.log(
      `backup: ${backup.bytes} bytes in ${backup.ms} ms, ${backup.manifest.storage.files.length} files, ${during.length} requests sent meanwhile`,
    );

    const manifest = await readArchive(archive);
    expect(manifest.database.kind).toBe('embedded');
    if (manifest.database.kind !== 'embedded') return;
    expect(manifest.database.migrations).toEqual((await listMigrations()).map((m) => m.name));
    expect(manifest.database.leftOut).toEqual(Object.keys(LEFT_OUT_TABLES));
    // No work folder left in the data folder, no partial file beside the archive.
    expect(fs.readdirSync(source).filter((n) => n.startsWith('.backup-work-'))).toEqual([]);
    expect(fs.readdirSync(path.join(root, 'backups'))).toEqual([backup.name]);

    // Restored: the acknowledged requests are there, and every request is whole (all its lines or none).
    const restored = path.join(root, 'restored');
    const report = await restoreBackup(archive, restored);
    expect(report.migrationsApplied).toEqual([]);
    const copy = await openDatabase({ kind: 'embedded', dataDir: restored });
    try {
      const refs = (await copy.runner.query<{ reference: string }>('select reference from inquiries')).map((r) => r.reference);
      for (const b of before) expect(refs).toContain(b.reference);
      const lines = await copy.runner.query<{ message: string; lines: string | number }>(
        'select i.message, count(l.id) as lines from inquiries i left join inquiry_lines l on l.inquiry_id = i.id group by i.id, i.message',
      );
      // Those sent before have one line, those sent during the backup two: none is half there.
      const ours = lines.filter((r) => /^request \d+$/.test(r.message));
      expect(ours.length).toBeGreaterThanOrEqual(before.length);
      for (const r of ours) expect(Number(r.lines)).toBe(Number(r.message.split(' ')[1]) >= 100 ? 2 : 1);
      const inManifest = manifest.database.tables.find((t) => t.table === 'inquiries')!.rows;
      expect(refs.length).toBe(inManifest);
    } finally {
      await copy.close();
    }
  }, 180_000);

  it('restores into a new folder the same rows in every table, the same files, and a site that writes on', async () => {
    // A quiet moment: a second backup and its restore must equal the source exactly.
    const backup = await createBackupFile(path.join(root, 'backups'), {
      embedded: handle.runner,
      storage: createLocalStorage(source),
      dataDir: source,
    });
    const target = path.join(root, 'exact');
    const report = await restoreBackup(backup.file, target);
    console.log(`restore: ${report.tables.reduce((s, t) => s + t.rows, 0)} rows, ${report.files} files in ${report.ms} ms`);
    const copy = await openDatabase({ kind: 'embedded', dataDir: target });
    try {
      const [restored, original] = [await tableDigests(copy), await tableDigests(handle)];
      // On a difference, the rows that differ go into the failure (one table differed once, under load).
      const differing = Object.keys(original).filter((table) => restored[table] !== original[table]);
      const rowsOf = async (h: DbHandle, table: string) =>
        (await h.runner.query<{ r: string }>(`select t::text as r from "${table}" t order by 1`)).map((x) => x.r);
      const detail: Record<string, { restored: string[]; original: string[] }> = {};
      for (const table of differing) {
        const [a, b] = [await rowsOf(copy, table), await rowsOf(handle, table)];
        detail[table] = { restored: a.filter((r) => !b.includes(r)).slice(0, 3), original: b.filter((r) => !a.includes(r)).slice(0, 3) };
      }
      expect(restored, JSON.stringify(detail).slice(0, 4000)).toEqual(original);
      // The sequences were moved past the restored ids: a new row gets a new id.
      const [max] = await copy.runner.query<{ id: number }>('select max(id) as id from inquiries');
      const added = await insertInquiry(copy.db, inquiry(9999), [line]);
      expect(added.id).toBeGreaterThan(Number(max!.id));
    } finally {
      await copy.close();
    }
    expect(filesUnder(path.join(target, 'storage'))).toEqual(filesUnder(path.join(source, 'storage')));
    expect(Object.keys(filesUnder(path.join(target, 'storage'))).length).toBeGreaterThan(10);
  }, 180_000);

  it('refuses a damaged archive, one that is not a backup, and a non-empty folder, writing nothing', async () => {
    const target = path.join(root, 'never');
    const damaged = path.join(root, 'damaged.tar.gz');
    repack(archive, damaged, (dir) => {
      const photo = fs.globSync('files/**/*.jpg', { cwd: dir })[0]!;
      const bytes = fs.readFileSync(path.join(dir, photo));
      const middle = bytes.length >> 1;
      bytes[middle] = bytes[middle]! ^ 0xff;
      fs.writeFileSync(path.join(dir, photo), bytes);
    });
    await expect(restoreBackup(damaged, target)).rejects.toThrow(/does not match its SHA-256 in the manifest/);
    const extra = path.join(root, 'extra.tar.gz');
    repack(archive, extra, (dir) => fs.writeFileSync(path.join(dir, 'files', 'itemphotos', 'planted.jpg'), 'x'));
    await expect(restoreBackup(extra, target)).rejects.toThrow(/which its manifest does not list/);
    const truncated = path.join(root, 'truncated.tar.gz');
    fs.writeFileSync(truncated, fs.readFileSync(archive).subarray(0, 20_000));
    await expect(restoreBackup(truncated, target)).rejects.toBeInstanceOf(ArchiveError);
    const notOurs = path.join(root, 'not-ours.tar.gz');
    repack(archive, notOurs, (dir) => fs.rmSync(path.join(dir, 'manifest.json')));
    await expect(restoreBackup(notOurs, target)).rejects.toThrow(/no manifest.json/);
    expect(fs.existsSync(target)).toBe(false);
    expect(fs.readdirSync(root).filter((n) => n.includes('.restoring-'))).toEqual([]);

    fs.mkdirSync(target);
    fs.writeFileSync(path.join(target, 'keep.txt'), 'mine');
    await expect(restoreBackup(archive, target)).rejects.toBeInstanceOf(RestoreRefused);
    expect(fs.readdirSync(target)).toEqual(['keep.txt']);
  }, 120_000);

  it('refuses an archive from a newer schema; restores one of an older schema and migrates it', async () => {
    const newer = path.join(root, 'newer.tar.gz');
    repack(archive, newer, (dir) => {
      const file = path.join(dir, 'manifest.json');
      const m = JSON.parse(fs.readFileSync(file, 'utf8'));
      m.database.migrations.push('9999_from_the_future.sql');
      fs.writeFileSync(file, JSON.stringify(m));
    });
    await expect(restoreBackup(newer, path.join(root, 'newer'))).rejects.toThrow(
      /newer version of the site \(its schema is at 9999_from_the_future.sql; this one knows up to \d{4}_/,
    );
    expect(fs.existsSync(path.join(root, 'newer'))).toBe(false);

    // An older site: migrated to the first twenty migrations, with a category and a product.
    const all = (await listMigrations()).map((m) => m.name);
    const level = all[19]!;
    const oldDir = path.join(root, 'old');
    fs.mkdirSync(oldDir);
    const old = await openDatabase({ kind: 'embedded', dataDir: oldDir });
    let oldArchive: string;
    try {
      await migrate(old.runner, undefined, { upTo: level });
      await old.runner.exec(
        `insert into categories (id, name) values (77, 'Old Boxes'); insert into items (item_name, category_id) values ('Old box', 77)`,
      );
      oldArchive = (
        await createBackupFile(path.join(root, 'old-backups'), {
          embedded: old.runner,
          storage: createLocalStorage(oldDir),
          dataDir: oldDir,
        })
      ).file;
    } finally {
      await old.close();
    }
    const upgraded = path.join(root, 'upgraded');
    const report = await restoreBackup(oldArchive, upgraded);
    expect(report.archiveLevel).toBe(level);
    expect(report.migrationsApplied).toEqual(all.slice(20));
    const copy = await openDatabase({ kind: 'embedded', dataDir: upgraded });
    try {
      expect(await copy.runner.query('select item_name from items')).toEqual([{ item_name: 'Old box' }]);
      expect((await copy.runner.query<{ name: string }>('select name from schema_migrations order by name')).map((r) => r.name)).toEqual(
        all,
      );
    } finally {
      await copy.close();
    }
  }, 180_000);
});
