import { ADMIN } from './accounts';
import { signInSaved } from './auth-helpers';
import { expect, test } from './fixtures';
import { msg } from './messages';
import { firstLoadScripts } from './script-size';

// The description editor is lazy-loaded, so Add New's first paint does not download it.
// Logs the page's first-load JS (gzip 9, as client-js.spec.ts counts it) for the report.

test('Add New does not load the rich-text editor up front', async ({ page }) => {
  await signInSaved(page, ADMIN);
  const { kib, texts } = await firstLoadScripts(page.request, '/admin-panel/addnew');
  console.log('Add New first-load JS KiB gz:', kib);
  for (const [url, text] of texts) expect(/ProseMirror|tiptap/.test(text), `${url} carries the editor`).toBe(false);

  // ...and it arrives once the page runs.
  await page.goto('/admin-panel/addnew');
  await expect(page.getByRole('textbox', { name: msg('en', 'adminCatalog.form.description') })).toBeVisible();
});
