import { ADMIN } from './accounts';
import { addBlock, alertWith, blockCards, ed, openCreateScreen } from './admin-blog-helpers';
import { forbidDialogs, signInSaved } from './auth-helpers';
import { expect, test } from './fixtures';
import { msg } from './messages';

// The blog editor's text: a text block written with bold and a link in the rich editor, a CTA to a
// page of this site, published; the article shows <strong> and the links (this site in the same
// tab, another site in a new one). A half-translated CTA in /id shows the translated field in
// Indonesian and the others in English marked lang="en". "Generate from title" on Chinese.

const tr = (key: string, values?: Record<string, string | number>) => msg('en', `admin.blogTranslations.${key}`, values);

test.describe.configure({ mode: 'serial' });

test('rich text, same-tab site links and per-field translation fallback on the published article', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  forbidDialogs(page);
  const stamp = Date.now().toString(36);
  const title = `E2E Rich Text ${stamp}`;
  const slug = `e2e-rich-text-${stamp}`;
  // "This site" is SITE_URL's origin (a reused build keeps the SITE_URL it was built with, whose
  // port may differ from the server's of this run).
  const site = process.env.SITE_URL || baseURL;
  await signInSaved(page, ADMIN);
  await openCreateScreen(page, title);

  await addBlock(page, 'text');
  const text = blockCards(page)
    .first()
    .getByRole('textbox', { name: ed('fields.content'), exact: true });
  await text.click();
  await page.keyboard.type('Rigid boxes ');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('protect');
  await page.keyboard.press('Control+b');
  await page.keyboard.type(' products. Read ');
  await page.keyboard.press('Control+k');
  await page.keyboard.type('https://example.com/guide');
  await page.keyboard.press('Enter');
  await expect(text.locator('strong')).toHaveText('protect');
  await expect(text.locator('a')).toHaveAttribute('href', 'https://example.com/guide');
  // Only bold, italic and links (and undo/redo) in a text block's toolbar.
  const toolbar = blockCards(page).first().getByRole('toolbar');
  await expect(toolbar.getByRole('button')).toHaveCount(6);

  await addBlock(page, 'cta');
  const cta = blockCards(page).nth(1);
  await cta.getByLabel(ed('fields.ctaTitle'), { exact: true }).fill('Order samples');
  await cta.getByLabel(ed('fields.ctaDescription'), { exact: true }).fill('Any size, any print.');
  await cta.getByLabel(ed('fields.buttonText'), { exact: true }).fill('See products');
  await cta.getByLabel(ed('fields.buttonUrl'), { exact: true }).fill(`${site}/products`);

  await text.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('editor-rich-text-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await text.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('editor-rich-text-390.png') });
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('button', { name: ed('saveDraft') }).click();
  await page.waitForURL(/\/admin-panel\/blog\/edit\/[0-9a-f-]{36}/);
  await page.getByRole('button', { name: ed('publish') }).click();
  await expect(alertWith(page, ed('alerts.updated'))).toContainText(ed('alerts.publishedBody'));

  // Indonesian: the title and only the CTA's title.
  await page.getByRole('tab', { name: tr('languages.id') }).click();
  const view = page.getByTestId('translation-view');
  await view.locator('#tr-title').fill(`Teks Kaya E2E ${stamp}`);
  await view.getByTestId('translation-block').nth(1).getByLabel(ed('fields.ctaTitle'), { exact: true }).fill('Pesan sampel');
  await view.getByRole('button', { name: tr('save', { language: tr('languages.id') }) }).click();
  await expect(alertWith(page, tr('saved'))).toBeVisible();

  const article = page.locator('article');
  await page.goto(`/blog/${slug}`);
  await expect(article.locator('[data-block="text"] strong')).toHaveText('protect');
  const external = article.getByRole('link', { name: 'example.com/guide' });
  await expect(external).toHaveAttribute('target', '_blank');
  await expect(external).toHaveAttribute('rel', /noopener/);
  const button = article.getByRole('link', { name: 'See products' });
  await expect(button).toHaveAttribute('href', `${site}/products`);
  await expect(button).not.toHaveAttribute('target', /.*/);

  await page.screenshot({ path: test.info().outputPath('article-1280.png'), fullPage: true });

  await page.goto(`/id/blog/teks-kaya-e2e-${stamp}`);
  const box = article.locator('[data-block="cta"]');
  await expect(box.getByText('Pesan sampel')).not.toHaveAttribute('lang', /.*/);
  await expect(box.getByText('Any size, any print.')).toHaveAttribute('lang', 'en');
  await expect(box.getByText('See products')).toHaveAttribute('lang', 'en');
  await expect(box).not.toHaveAttribute('lang', /.*/);
});

test('"Generate from title" gives pinyin for a Chinese title and says so when nothing is usable', async ({ page }) => {
  forbidDialogs(page);
  await signInSaved(page, ADMIN);
  await openCreateScreen(page, '食品包装袋选择指南');
  await expect(page.locator('#post-slug')).toHaveValue('shi-pin-bao-zhuang-dai-xuan-ze-zhi-nan');
  await page.locator('#post-slug').fill('typed-by-hand');
  await page.getByRole('button', { name: ed('basic.autoLabel') }).click();
  await expect(page.locator('#post-slug')).toHaveValue('shi-pin-bao-zhuang-dai-xuan-ze-zhi-nan');
  await page.locator('#post-title').fill('🎉🎉');
  await expect(page.locator('#post-slug')).toHaveValue('');
  await expect(page.getByTestId('slug-unusable')).toHaveText(ed('basic.slugUnusable'));
  await expect(page.getByTestId('slug-unusable')).toHaveAttribute('role', 'status');
});
