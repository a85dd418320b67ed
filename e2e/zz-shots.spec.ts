import { test } from './fixtures';

test('shots', async ({ page }) => {
  test.setTimeout(120_000);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [name, path] of [['product', '/product/1'], ['product-zh', '/zh-CN/product/30']] as const) {
      await page.goto(path);
      const table = page.getByRole('table').last();
      await table.scrollIntoViewIfNeeded();
      await table.screenshot({ path: `/tmp/shots/${name}-table-${width}.png` });
    }
  }
});
