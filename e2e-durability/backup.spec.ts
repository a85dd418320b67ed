import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ADMIN } from '../e2e/accounts';
import { expect, test } from '../e2e/fixtures';
import { sleep } from '../scripts/lib/stack.mjs';
import { runNpm, seededFolder, startSite, WORK } from './site';
import { inquiryCount, quotePosters, serverHolds } from './writers';

// Backup and restore end to end (decision 085): `npm run backup -- --out DIR` while quote requests keep arriving goes
// through the running server's control socket; the archive holds every request acknowledged before
// the backup started, each with its lines (a write during the backup is wholly in it or wholly not).
// `npm run restore -- ARCHIVE --data-dir FRESH`, a server on FRESH: a visitor sees the catalogue (a
// category page lists products, a product page with its photo) and the admin signs in and finds the
// archive's inquiries in the inbox, the same count.

const jsonl = (archive: string, table: string) =>
  execFileSync('tar', ['-xzOf', archive, `database/${table}.jsonl`], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 })
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

test('a backup during writes holds every acknowledged request; its restore serves the catalogue and the inbox', async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  const source = await startSite(seededFolder('backup-source'), 'backup-source');
  const out = path.join(WORK, 'archives');
  let archive: string;
  let acknowledgedBefore: string[];
  let during: number;
  try {
    const posters = await quotePosters(source.url, 3);
    await expect.poll(() => posters.references.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(3);
    acknowledgedBefore = [...posters.references];
    const started = Date.now();
    const backup = await runNpm('backup', ['--out', out], { DATA_DIR: source.dataDir });
    const backupMs = Date.now() - started;
    during = posters.references.length - acknowledgedBefore.length;
    await sleep(300);
    const all = await posters.stop();
    expect(backup.stdout).toContain('from the running server');
    const name = fs.readdirSync(out).find((n) => /^backup-.*\.tar\.gz$/.test(n));
    expect(name, `an archive in ${out}: ${fs.readdirSync(out).join(', ')}`).toBeTruthy();
    archive = path.join(out, name!);
    console.log(
      `[durability] backup from the running server in ${backupMs} ms, ${fs.statSync(archive).size} bytes; ` +
        `${acknowledgedBefore.length} requests acknowledged before it, ${during} during it, ${all.length} in all`,
    );
    expect((await serverHolds(source.url, 1)).references.size, 'the source still serves').toBeGreaterThan(0);
  } finally {
    await source.process.stop();
  }

  // Every request acknowledged before the backup started is in it, each with its lines.
  const inquiries = jsonl(archive, 'inquiries');
  const lines = jsonl(archive, 'inquiry_lines');
  const archived = new Set(inquiries.map((r) => String(r.reference)));
  expect(acknowledgedBefore.filter((r) => !archived.has(r))).toEqual([]);
  const withLines = new Set(lines.map((l) => String(l.inquiry_id)));
  expect(inquiries.filter((r) => !withLines.has(String(r.id))).map((r) => r.reference)).toEqual([]);

  // Restored into a fresh folder; a server on it.
  const fresh = path.join(WORK, 'restored');
  const restore = await runNpm('restore', [archive, '--data-dir', fresh]);
  expect(restore.stdout).toMatch(/✓ restored into .* \d+ tables, \d+ rows, \d+ files/);
  const restored = await startSite(fresh, 'restored');
  try {
    // A visitor: a category page lists products; a product page shows its name and photo.
    const visitor = await browser.newContext({ baseURL: restored.url });
    const shopper = await visitor.newPage();
    await shopper.goto('/category/6');
    const cards = shopper.locator('main article');
    await expect(cards.first()).toBeVisible();
    const productName = (await cards.first().locator('h2').textContent())!.trim();
    await cards.first().getByRole('link').first().click();
    await expect(shopper.getByRole('heading', { level: 1 })).toHaveText(productName);
    const photo = shopper.locator('main img').first();
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await visitor.close();

    // The admin signs in with the form and sees the archive's inquiries, the same count.
    await page.goto(`${restored.url}/login`);
    await page.getByLabel(/email/i).fill(ADMIN.email);
    await page.locator('#login-password').fill(ADMIN.password);
    await page.locator('form button[type=submit]').click();
    await page.waitForURL((url) => url.pathname.startsWith('/admin-panel'));
    await page.goto(`${restored.url}/admin-panel/inquiries`);
    await expect(page.getByTestId('inquiries-count')).toHaveText(inquiryCount(inquiries.length));
    const newest = acknowledgedBefore.at(-1)!;
    await page.goto(`${restored.url}/admin-panel/inquiries?q=${newest}`);
    await expect(page.getByTestId('inquiry-row').filter({ hasText: newest })).toHaveCount(1);
    const held = await serverHolds(restored.url, 1);
    expect([...archived].filter((r) => !held.references.has(r))).toEqual([]);
  } finally {
    await restored.process.stop();
  }
});
