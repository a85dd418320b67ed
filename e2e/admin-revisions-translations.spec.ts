import { ADMIN } from './accounts';
import { addBlock, alertWith, blockCards, ed, openCreateScreen } from './admin-blog-helpers';
import { forbidDialogs, signInSaved } from './auth-helpers';
import { expect, test } from './fixtures';
import { msg } from './messages';

// A post's History shows its translations' changes by field and language ("Title (Indonesian)",
// "Block 1 (Text), Content (Indonesian)"), and a restore brings the translated words back.
// HISTORY_SCREENSHOTS=<dir> saves the panel at 1280 and 390 px wide.

const tr = (key: string, values?: Record<string, string | number>) => msg('en', `admin.blogTranslations.${key}`, values);
const rv = (key: string, values?: Record<string, string | number>) => msg('en', `revisions.${key}`, values);
const SHOTS = process.env.HISTORY_SCREENSHOTS;

test('translated changes read by field and language in History, and a restore brings them back', async ({ page }) => {
  test.setTimeout(180_000);
  forbidDialogs(page);
  const stamp = Date.now().toString(36);
  await signInSaved(page, ADMIN);
  await openCreateScreen(page, `E2E History Translations ${stamp}`);
  await addBlock(page, 'text');
  await blockCards(page).first().getByLabel(ed('fields.content'), { exact: true }).fill('Rigid boxes protect products.');
  await page.getByRole('button', { name: ed('saveDraft') }).click();
  await page.waitForURL(/\/admin-panel\/blog\/edit\/[0-9a-f-]{36}/);
  const editUrl = page.url();

  async function translate(title: string, body: string) {
    await page.getByRole('tab', { name: tr('languages.id') }).click();
    const view = page.getByTestId('translation-view');
    await view.getByLabel(ed('basic.title'), { exact: true }).fill(title);
    await view.getByTestId('translation-block').first().getByLabel(ed('fields.content'), { exact: true }).fill(body);
    await view.getByRole('button', { name: tr('save', { language: tr('languages.id') }) }).click();
    await expect(alertWith(page, tr('saved')).first()).toBeVisible();
  }
  await translate(`Kotak kaku ${stamp}`, 'Kotak kaku melindungi produk.');
  await page.goto(editUrl);
  await translate(`Kotak keras ${stamp}`, 'Kotak keras menjaga produk.');

  await page.goto(editUrl);
  const panel = page.getByTestId('history-panel');
  await panel.getByRole('button', { name: rv('show') }).click();
  const versions = panel.getByTestId('revision');
  await expect(versions.first()).toContainText(`Title (Indonesian): “Kotak kaku ${stamp}” → “Kotak keras ${stamp}”`);
  await expect(versions.first()).toContainText(
    'Block 1 (Text), Content (Indonesian): “Kotak kaku melindungi produk.” → “Kotak keras menjaga produk.”',
  );
  await expect(versions.first()).not.toContainText('blocks.');
  if (SHOTS) {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await versions.first().scrollIntoViewIfNeeded();
      await panel.screenshot({ path: `${SHOTS}/history-translated-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  }

  await versions
    .nth(1)
    .getByRole('button', { name: /^Restore version #\d+$/ })
    .click();
  const dialog = page.getByRole('dialog', { name: rv('confirmTitle') });
  await dialog.getByRole('button', { name: rv('confirm') }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await page.goto(editUrl);
  await page.getByRole('tab', { name: tr('languages.id') }).click();
  await expect(page.getByTestId('translation-view').getByLabel(ed('basic.title'), { exact: true })).toHaveValue(`Kotak kaku ${stamp}`);
});
