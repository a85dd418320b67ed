import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { ADMIN } from './accounts';
import { forbidDialogs, signInSaved } from './auth-helpers';
import { isMobile } from './catalog-helpers';
import { BOTH_WIDTHS, expect, test } from './fixtures';
import { msg } from './messages';

// The product description editor (Tiptap). Type with shortcuts and the keyboard-driven
// toolbar, paste Word and Google Docs HTML, add a link from the keyboard, save, and find only the
// allowed tags on the public product page. Screenshots (390 and 1280 px) go to EDITOR_SCREENSHOTS if set.

const m = (key: string, values?: Record<string, string | number>) => msg('en', `adminCatalog.${key}`, values);
const pasteFixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, '..', 'tests', 'fixtures', 'paste', name), 'utf8');
const shotDir = process.env.EDITOR_SCREENSHOTS;
/** A toolbar button by its exact name ('Heading' must not match 'Subheading'). */
const tool = (page: Page, key: string) => page.getByRole('button', { name: m(`editor.${key}`), exact: true });

async function shot(page: Page, name: string) {
  if (shotDir) await page.screenshot({ path: `${shotDir}/${name}-${isMobile(page) ? 390 : 1280}.png`, fullPage: true, scale: 'css' });
}

/** What a paste from the clipboard does: a `paste` event carrying text/html (and a plain-text twin). */
async function pasteHtml(page: Page, html: string) {
  await page.locator('#item-description').evaluate((el, data) => {
    const clipboardData = new DataTransfer();
    clipboardData.setData('text/html', data);
    clipboardData.setData('text/plain', data.replace(/<[^>]*>/g, ''));
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
  }, html);
}

const ALLOWED = new Set(['p', 'h2', 'h3', 'strong', 'em', 'ul', 'ol', 'li', 'a', 'br']);

test('type, paste from Word and Google Docs, link by keyboard, and publish clean HTML', async ({ page, checkA11y }) => {
  test.skip(isMobile(page), 'the journey runs at 1280 px; the 390 px check is the next test');
  test.setTimeout(120_000);
  forbidDialogs(page); // no window.prompt for links any more
  const name = `E2E Editor Box ${Date.now().toString(36)}`;
  await signInSaved(page, ADMIN);
  await page.goto('/admin-panel/addnew');
  const editor = page.getByRole('textbox', { name: m('form.description') });
  await expect(editor).toBeVisible();
  await page.getByLabel(m('form.category')).selectOption('6');
  await page.getByLabel(m('form.name')).fill(name);

  // The toolbar is one tab stop after the code field; arrows move inside it; Enter applies.
  await page.getByLabel(m('form.code')).focus();
  await page.keyboard.press('Tab');
  await expect(tool(page, 'bold')).toBeFocused();
  await page.keyboard.press('Tab'); // one tab stop: the next Tab is the text
  await expect(editor).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('End');
  await expect(tool(page, 'redo')).toBeFocused();
  await page.keyboard.press('Home');
  await expect(tool(page, 'bold')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(tool(page, 'heading2')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(editor).toBeFocused();
  await page.keyboard.type('Kraft Box');
  await expect(tool(page, 'heading2')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Made from ');
  await page.keyboard.press('ControlOrMeta+b');
  await expect(tool(page, 'bold')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('recycled');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type(' board');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ControlOrMeta+Shift+8');
  await page.keyboard.type('Strong walls');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Custom print');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter'); // an empty item leaves the list

  await pasteHtml(page, pasteFixture('word.html'));
  await expect(editor.locator('ol li')).toHaveText(['Order samples', 'Confirm artwork']);
  await page.keyboard.press('Enter');
  await pasteHtml(page, pasteFixture('google-docs.html'));
  await expect(editor.getByText('Twisted handles')).toBeVisible();

  // Undo / redo from the keyboard
  await page.keyboard.press('ControlOrMeta+z');
  await expect(editor.getByText('Twisted handles')).toHaveCount(0);
  await page.keyboard.press('ControlOrMeta+Shift+z');
  await expect(editor.getByText('Twisted handles')).toBeVisible();

  // A link from the keyboard: select a word, Ctrl/Cmd+K, type, Enter (a bad scheme is refused first).
  await page.keyboard.press('Enter');
  await page.keyboard.type('See our catalogue');
  // The editor takes typed text in from the DOM a moment later and then sets the selection again: a
  // selection made before that lost its first keys. The form's field shows when the text is in.
  await expect(page.locator('input[type="hidden"][name="description"]')).toHaveValue(/See our catalogue<\/p>/);
  for (let i = 0; i < 'catalogue'.length; i++) await page.keyboard.press('Shift+ArrowLeft');
  // Keys sent back to back can reach the page before the editor has read the last selection change;
  // Ctrl+K then links what the editor holds (Tiptap hangs its editor on its element as `editor`).
  await expect
    .poll(() =>
      page.evaluate(() => {
        type Held = { state: { selection: { from: number; to: number }; doc: { textBetween(a: number, b: number): string } } };
        const held = (document.querySelector('.ProseMirror') as unknown as { editor?: Held } | null)?.editor;
        return held ? held.state.doc.textBetween(held.state.selection.from, held.state.selection.to) : null;
      }),
    )
    .toBe('catalogue');
  await page.keyboard.press('ControlOrMeta+k');
  const address = page.getByLabel(m('editor.linkPrompt'));
  await expect(address).toBeFocused();
  await shot(page, 'editor-link-field');
  await page.keyboard.type('javascript:alert(1)');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: m('editor.linkInvalid') })).toBeVisible();
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await checkA11y(page);
  await address.fill('example.com/kraft');
  await page.keyboard.press('Enter');
  await expect(address).toHaveCount(0);
  await expect(editor).toBeFocused();
  await expect(editor.getByRole('link', { name: 'catalogue', exact: true })).toHaveAttribute('href', 'https://example.com/kraft');
  await shot(page, 'editor-filled');

  await page.getByRole('button', { name: m('form.save'), exact: true }).click();
  await expect(page.getByTestId('save-success')).toHaveText(`✓ ${m('saved')}`, { timeout: 30_000 });

  await page.goto(`/admin-panel/itemlist?q=${encodeURIComponent(name)}`);
  await page.getByRole('link', { name: m('list.editItem', { name }) }).click();
  await expect(page).toHaveURL(/\/admin-panel\/itemlist\/\d+$/, { timeout: 30_000 });
  const id = Number(page.url().split('/').pop());
  // The edit screen loads the stored HTML back into the editor.
  await expect(
    page
      .getByRole('textbox', { name: m('form.description') })
      .locator('h2')
      .first(),
  ).toHaveText('Kraft Box');

  await page.goto(`/product/${id}`);
  const description = page.locator('section[aria-labelledby="product-description"] > div');
  const html = await description.evaluate((el) => el.innerHTML);
  const tags = new Set([...html.matchAll(/<([a-z0-9]+)/gi)].map((t) => t[1]!.toLowerCase()));
  expect([...tags].filter((t) => !ALLOWED.has(t))).toEqual([]);
  expect(html).not.toMatch(/\b(style|class|id)=|mso-|o:p|javascript:|docs-internal|font-family|color:/i);
  expect(html).toContain('<h2>Kraft Box</h2><p>Made from <strong>recycled</strong> board</p>');
  expect(html).toContain('<ul><li><p>Strong walls</p></li><li><p>Custom print</p></li></ul>');
  expect(html).toContain('<ol><li><p>Order samples</p></li><li><p>Confirm artwork</p></li></ol><h3>Contact</h3>');
  expect(html).toContain('<p>Our bags are <strong>strong</strong> and <em>light</em>.</p>');
  expect(html).toContain('<a target="_blank" rel="noopener noreferrer" href="mailto:sales@example.com">sales@example.com</a>');
  expect(html).toMatch(
    /<p>See our <a (?=[^>]*href="https:\/\/example\.com\/kraft")(?=[^>]*rel="noopener noreferrer")[^>]*>catalogue<\/a><\/p>$/,
  );
  await expect(description.getByRole('link', { name: 'catalogue', exact: true })).toBeVisible();
});

test('the editor at phone and desktop width: loads late, toolbar wraps, link field fits', BOTH_WIDTHS, async ({ page, checkA11y }) => {
  forbidDialogs(page);
  await signInSaved(page, ADMIN);
  await page.goto('/admin-panel/addnew');
  const editor = page.getByRole('textbox', { name: m('form.description') });
  await expect(editor).toBeVisible();
  await checkA11y(page);
  await editor.click();
  await page.keyboard.type('## Heading');
  await expect(editor.locator('h2')).toHaveText('Heading');
  await page.keyboard.press('Enter');
  await page.keyboard.type('- first item');
  await expect(editor.locator('ul li')).toHaveText(['first item']);
  // The toolbar never makes the page scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  await tool(page, 'link').click();
  await expect(page.getByLabel(m('editor.linkPrompt'))).toBeFocused();
  await page.getByLabel(m('editor.linkPrompt')).fill('sales@example.com');
  await shot(page, 'editor-link-open');
  await page.keyboard.press('Escape');
  await expect(editor).toBeFocused();
  await expect(editor.getByRole('link')).toHaveCount(0);
  await shot(page, 'editor');
});
