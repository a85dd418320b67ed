import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { seedDemoContentIfEmpty } from '@/lib/start-up/seed';
import { testPhoto } from '../test-photos';
import { MAX_PHOTO_BYTES } from '../photos';
import { applyImport, checkImport, type ImportDeps } from './apply';
import { fetchImportPhoto } from './fetch-photo';
import { CSV_COLUMNS, toCsv, type CsvRecord } from './format';
import { exportRecords } from './plan';
import { absolutePhotoUrl, loadCatalogueSnapshot } from './snapshot';

// Export → import of the seeded catalogue is a no-op; a bad file changes nothing; a failure in the
// middle of the transaction leaves no row and no file; photos come from allow-listed hosts only.

const SITE = 'http://shop.test';
let t: TestDatabase;
let deps: ImportDeps;

/** A photo server on 127.0.0.1 that counts what it is asked for. */
async function photoServer(handler?: (req: http.IncomingMessage, res: http.ServerResponse) => boolean) {
  const jpeg = (await testPhoto('#2266aa', 48)).bytes;
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    requests.push(req.url ?? '');
    if (handler?.(req, res)) return;
    res.writeHead(200, { 'Content-Type': 'image/jpeg', 'Content-Length': jpeg.byteLength });
    res.end(Buffer.from(jpeg));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { host, requests, server, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function dbState() {
  const q = (text: string) => t.handle.runner.query(text);
  return {
    items: await q('select * from items order by id'),
    specs: await q('select * from item_specifications order by id'),
    gallery: await q('select * from item_gallery order by id'),
    files: await t.storage.list(),
  };
}

async function exportedRecords(): Promise<CsvRecord[]> {
  return exportRecords(await loadCatalogueSnapshot(t.handle.db), absolutePhotoUrl(SITE));
}

/** Preview, then apply what was previewed (as the admin page does). */
async function previewAndApply(text: string, d: ImportDeps) {
  return applyImport(text, d, (await checkImport(text, d)).digest ?? '');
}

const newRow = (over: Partial<CsvRecord>): CsvRecord =>
  ({ ...Object.fromEntries(CSV_COLUMNS.map((c) => [c, ''])), category: 'Hardbox', ...over }) as CsvRecord;

beforeAll(async () => {
  t = await createTestDatabase();
  await seedDemoContentIfEmpty(t.handle, t.storage);
  deps = { db: t.handle.db, storage: t.storage, allowedHosts: [], siteUrl: SITE };
});
afterAll(async () => t?.cleanup());

describe('product CSV import', () => {
  it('export → import of the seeded catalogue: every row unchanged, the database identical', async () => {
    const records = await exportedRecords();
    expect(records.length).toBeGreaterThanOrEqual(30);
    const before = await dbState();
    const check = await checkImport(toCsv(records), deps);
    expect(check.fileError).toBeUndefined();
    expect(check.plans.filter((p) => p.action !== 'unchanged' || p.errors.length > 0 || p.warnings.length > 0)).toEqual([]);
    const outcome = await previewAndApply(toCsv(records), deps);
    expect(outcome).toEqual({ ok: true, created: [], updated: [], unchanged: records.length, categoryIds: [] });
    expect(await dbState()).toEqual(before);
  });

  it('a file with one bad row changes nothing', async () => {
    const records = await exportedRecords();
    records[0] = { ...records[0]!, name: 'Renamed by the import' };
    records.push(newRow({ name: 'Brand new box' }), newRow({ name: 'Bad one', category: 'No such category' }));
    const before = await dbState();
    const outcome = await previewAndApply(toCsv(records), deps);
    expect(outcome.ok).toBe(false);
    if (outcome.ok || outcome.reason !== 'invalid') throw new Error('expected invalid');
    const bad = outcome.check.plans.filter((p) => p.errors.length > 0);
    expect(bad.map((p) => [p.row, p.errors.map((e) => e.key)])).toEqual([[records.length + 1, ['unknownCategory']]]);
    expect(await dbState()).toEqual(before);
  });

  it('refuses a file that is not UTF-8 (Excel\'s plain "CSV") and a missing column', async () => {
    const latin1 = Buffer.from(`${CSV_COLUMNS.join(',')}\r\n,Hardbox,,Kotak caf\u00e9,,,,,,\r\n`, 'latin1');
    expect((await checkImport(new TextDecoder().decode(latin1), deps)).fileError).toEqual({ key: 'notUtf8' });
    expect((await checkImport('id,name\r\n1,x\r\n', deps)).fileError).toMatchObject({ key: 'header' });
  });

  it('creates and updates in one go, specs and gallery included', async () => {
    const records = await exportedRecords();
    const target = records[1]!;
    records[1] = {
      ...target,
      name: `${target.name} (2027)`,
      specs: 'Ukuran=20 × 30 cm; 材料=牛皮纸',
      // Two English rows now: the translated rows are cut to match (a longer list is refused).
      specs_id: target.specs_id!.split('; ').slice(0, 2).join('; '),
      'specs_zh-CN': target['specs_zh-CN']!.split('; ').slice(0, 2).join('; '),
      gallery_urls: target.gallery_urls.split(' ').reverse().join(' '),
    };
    records.push(newRow({ name: 'Imported box', code: 'IMP-1', description_text: 'Strong <b>box</b>\n\nSecond', specs: 'A=1; B=2' }));
    const outcome = await previewAndApply(toCsv(records), deps);
    if (!outcome.ok) throw new Error(`apply refused: ${JSON.stringify(outcome)}`);
    expect([outcome.created.length, outcome.updated, outcome.unchanged]).toEqual([1, [Number(target.id)], records.length - 2]);
    // One audit entry for the whole apply, with its counts and ids.
    const [entry] = await t.handle.runner.query<{ detail: Record<string, unknown> }>(
      "select detail from audit_log where action = 'catalog.import' order by id desc limit 1",
    );
    expect(entry?.detail).toEqual({
      created: 1,
      updated: 1,
      unchanged: records.length - 2,
      createdIds: outcome.created,
      updatedIds: [Number(target.id)],
    });
    const again = await exportedRecords();
    const updated = again.find((r) => r.id === target.id)!;
    expect(updated).toMatchObject({
      name: `${target.name} (2027)`,
      specs: 'Ukuran=20 × 30 cm; 材料=牛皮纸',
      // Two English rows now: the translated rows are cut to match (a longer list is refused).
      specs_id: target.specs_id!.split('; ').slice(0, 2).join('; '),
      'specs_zh-CN': target['specs_zh-CN']!.split('; ').slice(0, 2).join('; '),
      gallery_urls: records[1]!.gallery_urls,
    });
    expect(again.find((r) => r.code === 'IMP-1')).toMatchObject({
      description_html: '<p>Strong &lt;b&gt;box&lt;/b&gt;</p><p>Second</p>',
      specs: 'A=1; B=2',
    });
    // The file is now the catalogue: importing it again is a no-op.
    expect((await checkImport(toCsv(again), deps)).plans.every((p) => p.action === 'unchanged')).toBe(true);
  });

  it('fetches allow-listed hosts only, never requests any other host, and follows no redirect', async () => {
    const allowed = await photoServer((req, res) => {
      if (req.url !== '/moved.jpg') return false;
      res.writeHead(302, { Location: `http://${other.host}/target.jpg` }).end();
      return true;
    });
    const other = await photoServer();
    try {
      const d = { ...deps, allowedHosts: [allowed.host] };
      const text = toCsv([
        newRow({
          name: 'Fetched photo box',
          main_photo_url: `http://${allowed.host}/main.jpg`,
          gallery_urls: `http://${other.host}/g.jpg`,
        }),
      ]);
      const preview = await checkImport(text, d);
      expect(preview.plans[0]!.warnings).toEqual([
        { key: 'hostNotAllowed', values: { url: `http://${other.host}/g.jpg`, host: other.host } },
      ]);
      expect([allowed.requests, other.requests]).toEqual([[], []]); // a preview requests nothing

      const filesBefore = await t.storage.list();
      const outcome = await previewAndApply(text, d);
      if (!outcome.ok) throw new Error('apply refused');
      expect(allowed.requests).toEqual(['/main.jpg']);
      expect(other.requests).toEqual([]);
      const created = (await loadCatalogueSnapshot(t.handle.db)).items.find((i) => i.id === outcome.created[0])!;
      expect(created.mainPhotoUrl).toMatch(new RegExp(`^/storage/itemphotos/main-${created.id}-[a-z0-9]+\\.jpg$`));
      expect(created.gallery).toEqual([]);
      expect((await t.storage.list()).length).toBe(filesBefore.length + 1);

      const redirected = await previewAndApply(
        toCsv([newRow({ name: 'Redirected', main_photo_url: `http://${allowed.host}/moved.jpg` })]),
        d,
      );
      expect(redirected).toMatchObject({ ok: false, reason: 'fetch', row: 2, refusal: 'httpStatus' });
      expect(other.requests).toEqual([]);
    } finally {
      await allowed.close();
      await other.close();
    }
  });

  it('a fetch is capped in size (declared or streamed) and in time, and re-checks the allow-list itself', async () => {
    const server = await photoServer((req, res) => {
      if (req.url === '/declared.jpg') res.writeHead(200, { 'Content-Length': MAX_PHOTO_BYTES + 1 }).end();
      else if (req.url === '/streamed.jpg') res.writeHead(200).end(Buffer.alloc(MAX_PHOTO_BYTES + 1, 0xff));
      else if (req.url === '/slow.jpg')
        return true; // never answers
      else if (req.url === '/page.html') res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html><script>x</script></html>');
      else return false;
      return true;
    });
    try {
      const hosts = [server.host];
      expect(await fetchImportPhoto(`http://${server.host}/declared.jpg`, hosts)).toEqual({ ok: false, reason: 'tooLarge' });
      expect(await fetchImportPhoto(`http://${server.host}/streamed.jpg`, hosts)).toEqual({ ok: false, reason: 'tooLarge' });
      expect(await fetchImportPhoto(`http://${server.host}/slow.jpg`, hosts, { timeoutMs: 300 })).toEqual({ ok: false, reason: 'timeout' });
      expect(await fetchImportPhoto(`http://${server.host}/page.html`, hosts)).toEqual({ ok: false, reason: 'notImage' });
      expect(await fetchImportPhoto(`http://${server.host}/ok.jpg`, hosts)).toMatchObject({
        ok: true,
        photo: { contentType: 'image/jpeg' },
      });
      const requests = server.requests.length;
      expect(await fetchImportPhoto(`http://${server.host}/ok.jpg`, [])).toEqual({ ok: false, reason: 'notAllowed' });
      expect(server.requests.length).toBe(requests);
    } finally {
      server.server.closeAllConnections();
      await server.close();
    }
  });

  it('a failure in the middle of the transaction leaves no new row and no new file', async () => {
    const server = await photoServer();
    try {
      const d = { ...deps, allowedHosts: [server.host] };
      const records = await exportedRecords();
      records[0] = { ...records[0]!, name: 'Changed first', main_photo_url: `http://${server.host}/replace.jpg` };
      records.push(
        newRow({ name: 'Atomic one', main_photo_url: `http://${server.host}/a.jpg`, gallery_urls: `http://${server.host}/b.jpg` }),
        newRow({ name: 'Explode' }),
        newRow({ name: 'Atomic three' }),
      );
      await t.handle.runner.exec(`
        create or replace function injected_failure() returns trigger language plpgsql as $$
        begin raise exception 'injected failure'; end $$;
        create trigger injected_failure before insert on items for each row when (new.item_name = 'Explode')
          execute function injected_failure();`);
      const before = await dbState();
      const entries = async () => (await t.handle.runner.query('select id from audit_log')).length;
      const entriesBefore = await entries();
      await expect(previewAndApply(toCsv(records), d)).rejects.toThrow(/insertItem/);
      expect(await entries()).toBe(entriesBefore); // the audit entry rolled back too
      expect(server.requests.length).toBe(3); // the photos were fetched and uploaded…
      expect(await dbState()).toEqual(before); // …and removed again with the rolled-back rows
      await t.handle.runner.exec('drop trigger injected_failure on items');
    } finally {
      await server.close();
    }
  });
});
