import fs from 'node:fs';
import { parse } from 'csv-parse/sync';
import { ADMIN } from './accounts';
import { forbidDialogs, signInViaApi } from './auth-helpers';
import { expect, test } from './fixtures';
import { msg } from './messages';

// Product CSV: the export downloads the catalogue as a CSV with a BOM; a 100-row import
// with three bad rows is previewed (errors with their row numbers) and refused; fixed, it applies
// and the new products are in the item list.

const m = (key: string, values?: Record<string, string | number>) => msg('en', `adminCatalogCsv.${key}`, values);
const HEADER = 'id,category,code,name,description_text,description_html,specs,main_photo_url,hover_photo_url,gallery_urls';
/** The product fields' columns (lib/product-fields), in the registry's order. */
const FIELD_COLUMNS =
  'moq_quantity,moq_unit,inner_length_mm,inner_width_mm,inner_height_mm,lead_time_min_days,lead_time_max_days,certifications';
const SHOTS = process.env.CSV_SCREENSHOTS;

test.describe.configure({ mode: 'serial' });

test('export downloads the catalogue as CSV with BOM and header', async ({ page }) => {
  await signInViaApi(page.request, ADMIN);
  await page.goto('/admin-panel/itemlist');
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: m('exportButton') }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = fs.readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString('utf8');
  // The product fields' columns, then each locale's translated columns; an import file without them
  // (below) is still accepted.
  const translated = ['id', 'zh-CN'].flatMap((l) => ['name', 'description_text', 'description_html', 'specs'].map((f) => `${f}_${l}`));
  expect(text.slice(1).split('\r\n')[0]).toBe(`${HEADER},${FIELD_COLUMNS},${translated.join(',')}`);
  const rows = parse(text, { bom: true }) as string[][];
  expect(rows.length - 1).toBeGreaterThanOrEqual(30); // the seeded catalogue
  expect(rows.slice(1).map((r) => Number(r[0]))).toEqual(
    rows
      .slice(1)
      .map((r) => Number(r[0]))
      .sort((a, b) => a - b),
  );
  expect(rows.some((r) => r[1] === 'Hardbox')).toBe(true);
});

test('import 100 rows: three bad rows are shown and refused, fixed they apply', async ({ page, checkA11y }) => {
  test.setTimeout(120_000);
  forbidDialogs(page);
  await signInViaApi(page.request, ADMIN);
  const stamp = Date.now().toString(36);
  const name = (i: number) => `CSV E2E ${stamp} ${i}`;
  const code = (i: number) => `E2E-${stamp}-${i}`;
  const line = (i: number, over: { category?: string; name?: string; code?: string } = {}) =>
    [
      '',
      over.category ?? 'Hardbox',
      over.code ?? code(i),
      over.name ?? name(i),
      `Kotak nomor ${i}`,
      '',
      `Size=${i} cm; 材料=纸`,
      '',
      '',
      '',
    ].join(',');
  const file = (bad: boolean) => {
    const lines = Array.from({ length: 100 }, (_, i) =>
      !bad
        ? line(i)
        : i === 10
          ? line(i, { category: 'No such category' })
          : i === 40
            ? line(i, { name: '' })
            : i === 70
              ? line(i, { code: code(5) })
              : line(i),
    );
    return { name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${HEADER}\r\n${lines.join('\r\n')}\r\n`, 'utf8') };
  };

  await page.goto('/admin-panel/itemlist');
  await page.getByRole('link', { name: m('importButton') }).click();
  await expect(page).toHaveURL(/\/admin-panel\/itemlist\/import$/);
  await expect(page.getByRole('heading', { level: 1, name: m('import.title') })).toBeVisible();

  const input = page.getByLabel(m('import.fileLabel'));
  await input.setInputFiles(file(true));
  await page.getByRole('button', { name: m('import.preview') }).click();
  const report = page.getByTestId('csv-report');
  // The rows that need attention are listed alone first; the whole file is one click away.
  const bad = report.locator('tr[data-has-errors=true]');
  await expect(bad).toHaveCount(3, { timeout: 30_000 });
  await expect(report.locator('tbody tr')).toHaveCount(3);
  // Spreadsheet rows: the header is row 1, so record i is row i + 2.
  expect(await bad.evaluateAll((rows) => rows.map((r) => r.getAttribute('data-row')))).toEqual(['12', '42', '72']);
  await expect(report.locator('tr[data-row="12"]')).toContainText(m('issues.unknownCategory', { category: 'No such category' }));
  await expect(report.locator('tr[data-row="42"]')).toContainText(m('issues.nameRequired'));
  await expect(report.locator('tr[data-row="72"]')).toContainText(m('issues.duplicateCodeInFile', { code: code(5), row: 7 }));
  await expect(page.getByTestId('csv-summary')).toContainText('100 rows: 97 to create, 0 to update, 0 unchanged, 3 rows with errors');
  await checkA11y(page);

  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/csv-import-1280.png`, fullPage: false });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/csv-import-390.png`, fullPage: false });
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  const onlyProblems = page.getByLabel(m('import.onlyProblems', { count: 3 }));
  await onlyProblems.uncheck();
  await expect(report.locator('tbody tr')).toHaveCount(100);
  await onlyProblems.check();

  // Apply is refused until the file is fixed: the button is disabled and says why (the server
  // refuses such a file too: lib/catalog/csv/import.int.test.ts).
  const apply = page.getByRole('button', { name: m('import.apply') });
  await expect(apply).toBeDisabled();
  await expect(apply).toHaveAccessibleDescription(m('import.errorsHint'));

  // Nothing was written.
  await page.goto(`/admin-panel/itemlist?q=${encodeURIComponent(`CSV E2E ${stamp}`)}`);
  await expect(page.getByText(msg('en', 'adminCatalog.list.empty'))).toBeVisible();

  await page.goto('/admin-panel/itemlist/import');
  await page.getByLabel(m('import.fileLabel')).setInputFiles(file(false));
  await page.getByRole('button', { name: m('import.preview') }).click();
  await expect(page.getByTestId('csv-summary')).toContainText('100 rows: 100 to create, 0 to update, 0 unchanged, no errors', {
    timeout: 30_000,
  });
  await page.getByRole('button', { name: m('import.apply') }).click();
  await expect(page.getByTestId('csv-applied')).toContainText(m('import.applied', { created: 100, updated: 0, unchanged: 0 }), {
    timeout: 60_000,
  });

  await page.getByRole('link', { name: m('import.viewList') }).click();
  await page.goto(`/admin-panel/itemlist?q=${encodeURIComponent(name(42))}`);
  await expect(page.getByTestId('inventory-card')).toHaveCount(1);
  await expect(page.getByTestId('inventory-card')).toContainText('2 specs');
});

test('the import page is guarded and served under every locale prefix', async ({ page }) => {
  await page.goto('/id/admin-panel/itemlist/import');
  await expect(page).toHaveURL(/\/id\/login/);
  expect((await page.request.get('/api/admin/products-csv')).status()).toBe(401);
  await signInViaApi(page.request, ADMIN);
  for (const [prefix, locale] of [
    ['/id', 'id'],
    ['/zh-CN', 'zh-CN'],
  ] as const) {
    await page.goto(`${prefix}/admin-panel/itemlist/import`);
    await expect(page.getByRole('heading', { level: 1, name: msg(locale, 'adminCatalogCsv.import.title') })).toBeVisible();
  }
});
