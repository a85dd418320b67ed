import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { ADMIN } from '../e2e/accounts';
import { expect, test } from '../e2e/fixtures';
import { LOCAL_PUBLIC_PREFIX } from '../lib/storage/local';
import { createPowerCutDisk, powerCutUnavailableReason, type PowerCutDisk } from '../scripts/lib/power-cut-disk.mjs';
import { sleep } from '../scripts/lib/stack.mjs';
import { killSite, readFolder, runScript, startSite, WORK } from './site';
import { m, serverHolds, startWriters } from './writers';

// A power cut (decision 087): the data folder on an ext4 disk of its own (a loop device), shut down
// without flushing while the engine or the site writes, so whatever the page cache held is gone, as
// on a machine that lost power; then mounted again and started. Every acknowledged write must be
// there. The first journey is the engine alone, with a control: PGlite's own file layer loses what
// it acknowledged (so the journey can fail); the repository's openDatabase loses nothing. The second
// is the production server, with visitors sending quote requests, an admin saving a product and
// replacing its photo, cut within milliseconds of the photo's acknowledgement.
// POWER_ROUNDS (default 3) for more cuts.

const unavailable = powerCutUnavailableReason();
test.skip(!!unavailable, unavailable ?? '');

const ROUNDS = Number(process.env.POWER_ROUNDS) || 3;
const ROOT = path.resolve(import.meta.dirname, '..');
const TSX = [path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), '--conditions=react-server'];
const WRITER = path.join(ROOT, 'scripts', 'lib', 'power-loss-writer.ts');
const ITEM = 3;

/** The engine writer (scripts/lib/power-loss-writer.ts) on `dataDir`: the numbers it acknowledged so far. */
function startEngineWriter(dataDir: string, mode: 'durable' | 'stock') {
  const child: ChildProcess = spawn(process.execPath, [...TSX, WRITER, 'write', dataDir, mode], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const acknowledged: number[] = [];
  let ready = false;
  let buffer = '';
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout!.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    for (let i = buffer.indexOf('\n'); i >= 0; i = buffer.indexOf('\n')) {
      const line = buffer.slice(0, i);
      buffer = buffer.slice(i + 1);
      if (line.startsWith('READY')) ready = true;
      else if (line.startsWith('ACK ')) acknowledged.push(Number(line.slice(4)));
    }
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return {
    acknowledged,
    isReady: () => ready,
    stderr: () => stderr,
    async kill() {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // gone
      }
      await exited;
    },
  };
}

async function readIds(dataDir: string): Promise<Set<number>> {
  const { stdout } = await runScript('lib/power-loss-writer.ts', ['read', dataDir]);
  return new Set((JSON.parse(stdout.trim().split('\n').at(-1)!) as { ids: number[] }).ids);
}

/** Acknowledged writes the folder does not hold: a single row n, or a transaction's rows n and -n. */
const missingOf = (acknowledged: number[], ids: Set<number>) => acknowledged.filter((n) => !ids.has(n) || (n % 2 === 0 && !ids.has(-n)));

/** A power-cut disk of `sizeMb` for one journey, destroyed after it; the journey's notes printed at the end. */
async function withPowerCutDisk(name: string, sizeMb: number, run: (disk: PowerCutDisk, notes: string[]) => Promise<void>) {
  const work = fs.mkdtempSync(path.join(WORK, `${name}-`));
  const disk = createPowerCutDisk(work, sizeMb);
  const notes: string[] = [];
  try {
    await run(disk, notes);
  } finally {
    disk.destroy();
    fs.rmSync(work, { recursive: true, force: true });
  }
  console.log(`[durability] power cuts, the ${name}:\n  ${notes.join('\n  ')}`);
}

/** The power back after a cut: what the disk kept, mounted again. */
async function powerBack(disk: PowerCutDisk): Promise<void> {
  await disk.unmount();
  disk.mount();
}

/** Cuts the power of `disk` while the engine writes on it for 0.8–2 s: the writes acknowledged before the cut. */
async function engineRound(disk: PowerCutDisk, dataDir: string, mode: 'durable' | 'stock') {
  const writer = startEngineWriter(dataDir, mode);
  await expect.poll(() => writer.isReady() || writer.stderr(), { timeout: 60_000 }).toBe(true);
  await sleep(800 + Math.random() * 1200);
  disk.cutPower();
  const acknowledged = [...writer.acknowledged];
  await writer.kill();
  await powerBack(disk);
  return acknowledged;
}

test('the engine: PGlite alone loses acknowledged writes in a power cut; openDatabase loses none, cut after cut', async () => {
  test.setTimeout(120_000 + ROUNDS * 30_000);
  await withPowerCutDisk('engine', 256, async (disk, notes) => {
    // The control: a cluster on the disk, made and flushed by the harness, then PGlite's NodeFS.
    const control = path.join(disk.dir, 'control');
    await readIds(control);
    disk.flush();
    const sent = await engineRound(disk, control, 'stock');
    const lost = missingOf(sent, await readIds(control));
    notes.push(`PGlite's own NodeFS: ${sent.length} writes acknowledged, ${lost.length} of them gone after the cut`);
    expect(sent.length, 'the control wrote at all').toBeGreaterThan(0);
    expect(lost.length, "PGlite's own file layer lost nothing: the cut did not cut").toBeGreaterThan(0);

    const dataDir = path.join(disk.dir, 'durable');
    await readIds(dataDir);
    disk.flush();
    const acknowledged: number[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const sentNow = await engineRound(disk, dataDir, 'durable');
      acknowledged.push(...sentNow);
      const ids = await readIds(dataDir);
      expect(missingOf(acknowledged, ids), `acknowledged writes missing after power cut ${round}`).toEqual([]);
      notes.push(`openDatabase, cut ${round}: ${sentNow.length} writes acknowledged, all ${acknowledged.length} so far there`);
    }
  });
});

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The admin replaces item `itemId`'s main photo in the editor: its URL and bytes once the editor says it was saved. */
async function replacePhoto(page: Page, url: string, itemId: number): Promise<{ src: string; sha: string }> {
  await page.goto(`${url}/admin-panel/itemlist/${itemId}`);
  await page
    .locator('form input[type=file]')
    .nth(0)
    .setInputFiles(path.join(ROOT, 'tests', 'fixtures', 'uploads', Math.random() < 0.5 ? 'photo-a.jpg' : 'photo-b.png'));
  await page.getByRole('button', { name: m('adminCatalog.edit.update') }).click();
  await expect(page.getByTestId('toast').filter({ hasText: m('adminCatalog.updated') })).toBeVisible({ timeout: 30_000 });
  return mainPhoto(url, itemId);
}

/** The product's main photo as its public page shows it, fetched. */
async function mainPhoto(url: string, itemId: number): Promise<{ src: string; sha: string }> {
  const html = await (await fetch(`${url}/product/${itemId}`, { signal: AbortSignal.timeout(30_000) })).text();
  const src = decodeURIComponent(new RegExp(`main(?:%2F|/)main-${itemId}-[a-z0-9]+\\.[a-z]+`).exec(html)?.[0] ?? '');
  expect(src, 'the product page shows a main photo').not.toBe('');
  const response = await fetch(`${url}${LOCAL_PUBLIC_PREFIX}${src}`, { signal: AbortSignal.timeout(30_000) });
  expect(response.status, `the photo ${src}`).toBe(200);
  return { src, sha: sha256(Buffer.from(await response.arrayBuffer())) };
}

test('the site: power cut during writes, again and again: every acknowledged request, save and photo is there', async ({ browser }) => {
  test.setTimeout(120_000 + ROUNDS * 60_000);
  await withPowerCutDisk('site', 768, async (disk, notes) => {
    const folder = path.join(disk.dir, 'data');
    fs.cpSync(process.env.DURABILITY_SEEDED!, folder, { recursive: true });
    disk.flush();
    const acknowledged: string[] = [];
    let photo: { src: string; sha: string } | null = null;
    let allowedNames: string[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const site = await startSite(folder, `power-round-${round}`);
      const held = await serverHolds(site.url, ITEM);
      expect(
        acknowledged.filter((r) => !held.references.has(r)),
        `acknowledged before power cut ${round - 1}, missing`,
      ).toEqual([]);
      if (round === 1) allowedNames = [held.itemName!];
      expect(allowedNames, `the product's name after power cut ${round - 1}`).toContain(held.itemName);
      if (photo) expect(await mainPhoto(site.url, ITEM), `the photo acknowledged before power cut ${round - 1}`).toEqual(photo);

      const writers = await startWriters(browser, site.url, { itemId: ITEM, label: `p${round}` });
      await sleep(1000 + Math.random() * 2000);
      const done = await writers.stop();
      // The photo last, alone: the cut follows its acknowledgement within milliseconds.
      const context = await browser.newContext();
      const admin = await context.newPage();
      const signIn = await admin.request.post(`${site.url}/api/auth/login`, { data: { email: ADMIN.email, password: ADMIN.password } });
      expect(signIn.status()).toBe(200);
      photo = await replacePhoto(admin, site.url, ITEM);
      disk.cutPower();
      await killSite(site);
      await context.close();
      await powerBack(disk);
      acknowledged.push(...done.references);
      const last = done.names.at(-1);
      allowedNames = last ? done.attemptedNames.slice(done.attemptedNames.indexOf(last)) : [...allowedNames, ...done.attemptedNames];
      notes.push(
        `cut ${round}: ${done.references.length} quote requests and ${done.names.length} product saves acknowledged, then a photo`,
      );
    }
    const reading = await readFolder(folder, ITEM);
    expect(acknowledged.filter((r) => !reading.references.includes(r))).toEqual([]);
    expect(reading.inquiriesWithoutLines, 'inquiries stored without their lines').toBe(0);
    const site = await startSite(folder, 'after-the-last-power-cut');
    try {
      expect(await mainPhoto(site.url, ITEM)).toEqual(photo);
    } finally {
      await site.process.stop();
    }
    expect(acknowledged.length, 'the writers got answers at all').toBeGreaterThan(0);
  });
});
