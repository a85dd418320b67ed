import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { ADMIN } from './accounts';
import { forbidDialogs, signInSaved } from './auth-helpers';
import { expect, test } from './fixtures';
import { msg } from './messages';

// The product fields defined in lib/product-fields, walked as the admin and a buyer use them: set
// in the item form (a bad value refused with its message, nothing saved), shown in the public
// specifications in three languages and in the Product JSON-LD, named in History, and carried by
// the product CSV (its own export imports as "unchanged"; one changed cell is an update).

const cat = (key: string, values?: Record<string, string | number>) => msg('en', `adminCatalog.${key}`, values);
const csv = (key: string, values?: Record<string, string | number>) => msg('en', `adminCatalogCsv.${key}`, values);
const rv = (key: string, values?: Record<string, string | number>) => msg('en', `revisions.${key}`, values);
const row = (locale: 'en' | 'id' | 'zh-CN', field: string, value: string) => `${msg(locale, `ItemFields.${field}.name`)} ${value}`;

test('inner dimensions, lead time and certifications: set, refused when wrong, shown in three languages and JSON-LD, in History and the CSV', async ({
  page,
}) => {
  test.setTimeout(180_000);
  forbidDialogs(page);
  const name = `E2E Fields Box ${Date.now().toString(36)}`;
  await signInSaved(page, ADMIN);

  await page.goto('/admin-panel/addnew');
  await page.getByLabel(cat('form.category')).selectOption('6');
  await page.getByLabel(cat('form.name')).fill(name);
  const side = (s: 'length' | 'width' | 'height') => page.getByLabel(cat(`form.innerSides.${s}`), { exact: true });
  const lead = (end: 'min' | 'max') => page.getByLabel(cat(`form.leadTimeEnds.${end}`), { exact: true });
  await side('length').fill('300');
  await side('height').fill('100');
  await lead('min').fill('14');
  await lead('max').fill('10');
  await page.getByRole('button', { name: cat('form.save'), exact: true }).click();
  // Two sides of three, a range that ends before it starts: each field's message under it, the
  // fields marked, nothing saved.
  await expect(page.getByText(cat('errors.innerSizeIncomplete'))).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(cat('errors.leadTimeOrder'))).toBeVisible();
  await expect(side('length')).toHaveAttribute('aria-invalid', 'true');
  await expect(lead('max')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('save-success')).toHaveCount(0);
  await side('width').fill('220');
  await lead('min').fill('10');
  await lead('max').fill('14');
  const certified = (code: string) => page.getByRole('checkbox', { name: msg('en', `ItemFields.certifications.options.${code}`) });
  await certified('food-grade').check();
  await certified('fsc').check();
  await page.getByRole('button', { name: cat('form.save'), exact: true }).click();
  await expect(page.getByTestId('save-success')).toBeVisible({ timeout: 30_000 });

  await page.goto(`/admin-panel/itemlist?q=${encodeURIComponent(name)}`);
  await page.getByRole('link', { name: cat('list.editItem', { name }) }).click();
  await expect(page).toHaveURL(/\/admin-panel\/itemlist\/\d+$/, { timeout: 30_000 });
  const id = Number(page.url().split('/').pop());
  await expect(side('width')).toHaveValue('220');

  // The buyer's view, in each language's words and number grouping.
  const size = { en: '300 × 220 × 100 mm', id: '300 × 220 × 100 mm', 'zh-CN': '300 × 220 × 100 毫米' } as const;
  const days = { en: '10–14 working days', id: '10–14 hari kerja', 'zh-CN': '10–14 个工作日' } as const;
  const named = (locale: 'en' | 'id' | 'zh-CN', code: string) => msg(locale, `ItemFields.certifications.options.${code}`);
  const certs = {
    en: `${named('en', 'fsc')} and ${named('en', 'food-grade')}`,
    id: `${named('id', 'fsc')} dan ${named('id', 'food-grade')}`,
    'zh-CN': `${named('zh-CN', 'fsc')}和${named('zh-CN', 'food-grade')}`,
  } as const;
  for (const locale of ['en', 'id', 'zh-CN'] as const) {
    await page.goto(`${locale === 'en' ? '' : `/${locale}`}/product/${id}`);
    await expect(page.getByRole('row', { name: row(locale, 'innerSize', size[locale]) })).toBeVisible();
    await expect(page.getByRole('row', { name: row(locale, 'leadTime', days[locale]) })).toBeVisible();
    await expect(page.getByRole('row', { name: row(locale, 'certifications', certs[locale]) })).toBeVisible();
  }
  // The category's items route (the specification dialog's data) appends the same rows in its language.
  const items = (await (await page.request.get(`/zh-CN/category/6/items?q=${encodeURIComponent(name)}`)).json()) as {
    items: { id: number; specifications: { name: string; value: string }[] }[];
  };
  expect(items.items.find((i) => i.id === id)?.specifications.map((s) => `${s.name} ${s.value}`)).toEqual(
    expect.arrayContaining([row('zh-CN', 'innerSize', size['zh-CN']), row('zh-CN', 'certifications', certs['zh-CN'])]),
  );
  const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t) as unknown);
  const product = ld.flat().find((x) => (x as { '@type'?: string })['@type'] === 'Product') as Record<string, unknown>;
  expect(product.depth).toEqual({ '@type': 'QuantitativeValue', value: 300, unitCode: 'MMT' });
  expect(product.width).toEqual({ '@type': 'QuantitativeValue', value: 220, unitCode: 'MMT' });
  expect(product.height).toEqual({ '@type': 'QuantitativeValue', value: 100, unitCode: 'MMT' });
  expect(product.additionalProperty).toContainEqual({
    '@type': 'PropertyValue',
    name: msg('zh-CN', 'ItemFields.leadTime.name'),
    minValue: 10,
    maxValue: 14,
    unitCode: 'DAY',
    unitText: msg('zh-CN', 'ItemFields.leadTime.unit'),
  });
  expect(product.hasCertification).toEqual([
    { '@type': 'Certification', name: named('zh-CN', 'fsc') },
    { '@type': 'Certification', name: named('zh-CN', 'food-grade') },
  ]);

  // History names the field and both values.
  await page.goto(`/admin-panel/itemlist/${id}`);
  await side('length').fill('310');
  await lead('max').fill('');
  await expect(certified('fsc')).toBeChecked();
  await certified('food-grade').uncheck();
  await page.getByRole('button', { name: cat('edit.update') }).click();
  await expect(page.getByTestId('toast')).toContainText(cat('updated'), { timeout: 30_000 });
  const panel = page.getByTestId('history-panel');
  await panel.getByRole('button', { name: rv('show') }).click();
  const latest = panel.getByTestId('revision').first();
  await expect(latest).toContainText(
    rv('changed', { field: rv('fields.innerSize'), before: '300 × 220 × 100 mm', after: '310 × 220 × 100 mm' }),
  );
  // An empty "to" is exactly "from": 10 working days.
  await expect(latest).toContainText(rv('changed', { field: rv('fields.leadTime'), before: '10–14', after: '10' }));
  await expect(latest).toContainText(rv('changed', { field: rv('fields.certifications'), before: 'fsc, food-grade', after: 'fsc' }));

  // The CSV: the product's row of the export imports unchanged; a changed side is an update.
  const exported = parse(await (await page.request.get('/api/admin/products-csv')).text(), { bom: true }) as string[][];
  const [header, ...records] = exported;
  const mine = records.find((r) => r[0] === String(id))!;
  expect(mine[header!.indexOf('inner_length_mm')]).toBe('310');
  expect([mine[header!.indexOf('lead_time_min_days')], mine[header!.indexOf('lead_time_max_days')]]).toEqual(['10', '10']);
  expect(mine[header!.indexOf('certifications')]).toBe('fsc');
  const file = (cells: string[]) => ({
    name: 'one.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFF${stringify([header!, cells], { record_delimiter: 'windows' })}`, 'utf8'),
  });
  await page.goto('/admin-panel/itemlist/import');
  await page.getByLabel(csv('import.fileLabel')).setInputFiles(file(mine));
  await page.getByRole('button', { name: csv('import.preview') }).click();
  await expect(page.getByTestId('csv-summary')).toContainText('1 row: 0 to create, 0 to update, 1 unchanged, no errors', {
    timeout: 30_000,
  });
  const edit = (cells: Record<string, string>) => mine.map((cell, i) => cells[header![i]!] ?? cell);
  const changed = edit({ inner_height_mm: '120', lead_time_max_days: '12', certifications: 'fsc, halal' });
  await page.getByLabel(csv('import.fileLabel')).setInputFiles(file(changed));
  await page.getByRole('button', { name: csv('import.preview') }).click();
  await expect(page.getByTestId('csv-summary')).toContainText('1 row: 0 to create, 1 to update, 0 unchanged, no errors', {
    timeout: 30_000,
  });
  await expect(page.getByTestId('csv-report')).toContainText(csv('import.changes.innerSize'));
  await expect(page.getByTestId('csv-report')).toContainText(csv('import.changes.leadTime'));
  await expect(page.getByTestId('csv-report')).toContainText(csv('import.changes.certifications'));
  // A code the list does not have is the row's error, quoted.
  await page.getByLabel(csv('import.fileLabel')).setInputFiles(file(edit({ certifications: 'fsc, organic' })));
  await page.getByRole('button', { name: csv('import.preview') }).click();
  await expect(page.getByTestId('csv-report')).toContainText(csv('issues.certificationUnknown', { value: 'organic' }), { timeout: 30_000 });
});
