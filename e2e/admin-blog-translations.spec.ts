import { ADMIN } from './accounts';
import { ab, addBlock, alertWith, blockCards, ed, openCreateScreen } from './admin-blog-helpers';
import { forbidDialogs, signInSaved } from './auth-helpers';
import { expect, test } from './fixtures';
import { msg } from './messages';

// The blog administrator translating a post: EN | ID | 中文 in the editor, one locale
// saved on its own, the preview in that locale, and the management list's completeness and
// "missing translation in …" filter. (The public pages are another spec's.)

const tr = (key: string, values?: Record<string, string | number>) => msg('en', `admin.blogTranslations.${key}`, values);

test('an admin translates a post into Indonesian and the list shows what is still missing', async ({ page }) => {
  test.setTimeout(120_000);
  forbidDialogs(page);
  const stamp = Date.now().toString(36);
  const title = `E2E Translated Box ${stamp}`;
  await signInSaved(page, ADMIN);

  // A draft with one text block (the create screen says translations come after the first save).
  await openCreateScreen(page, title);
  await expect(page.getByText(tr('createHint'))).toBeVisible();
  await addBlock(page, 'text');
  await blockCards(page).first().getByLabel(ed('fields.content'), { exact: true }).fill('Rigid boxes protect products.');
  await page.getByRole('button', { name: ed('saveDraft') }).click();
  await page.waitForURL(/\/admin-panel\/blog\/edit\/[0-9a-f-]{36}/);
  const editUrl = page.url();

  // Switch to ID with the keyboard: EN is selected, ArrowRight selects Indonesian.
  const tabs = page.getByRole('tablist', { name: tr('switcherLabel') });
  await tabs.getByRole('tab', { name: tr('languages.en') }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: tr('languages.id') })).toHaveAttribute('aria-selected', 'true');
  const view = page.getByTestId('translation-view');
  await expect(view).toBeVisible();
  const idTitle = `Kotak Terjemahan E2E ${stamp}`;
  await view.getByLabel(ed('basic.title'), { exact: true }).fill(idTitle);
  await expect(view.getByLabel(ed('basic.slug'), { exact: true })).toHaveValue(`kotak-terjemahan-e2e-${stamp}`);
  await view.getByLabel(ed('sidebar.metaTitle'), { exact: true }).fill('Kotak E2E');
  await view
    .getByTestId('translation-block')
    .first()
    .getByLabel(ed('fields.content'), { exact: true })
    .fill('Kotak kaku melindungi produk.');
  await view.getByRole('button', { name: tr('save', { language: tr('languages.id') }) }).click();
  await expect(alertWith(page, tr('saved'))).toContainText(tr('savedBody', { language: tr('languages.id') }));

  // The preview shows the chosen locale's words.
  await page.getByRole('button', { name: ed('preview'), exact: true }).click();
  const preview = page.getByTestId('editor-preview');
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(idTitle);
  await expect(preview).toContainText('Kotak kaku melindungi produk.');

  // After a reload the saved words are there, and Chinese is still empty.
  await page.goto(editUrl);
  await page.getByRole('tab', { name: tr('languages.id') }).click();
  await expect(page.getByTestId('translation-view').getByLabel(ed('basic.title'), { exact: true })).toHaveValue(idTitle);

  // The list: title, slug, meta title and the block: ID 4/4 · 中文 0/4; the filter finds it under 中文 only.
  await page.goto(`/admin-panel/blog?q=${stamp}`);
  const row = page.getByTestId('post-row').filter({ hasText: title });
  await expect(row.getByTestId('row-translations')).toHaveText(`${tr('list.completeness')}: ID 4/4 · 中文 0/4`);
  await page.getByLabel(tr('list.missing'), { exact: true }).selectOption('zh-CN');
  await page.waitForURL(/missing=zh-CN/);
  await expect(page.getByTestId('post-row').filter({ hasText: title })).toHaveCount(1);
  await page.goto(`/admin-panel/blog?q=${stamp}&missing=id`);
  await expect(page.getByTestId('posts-count')).toHaveText(ab('count', { n: 0 }));
});
