import { expect, test } from '@playwright/test';
import { msg } from '../e2e/messages';
import { SALES, signIn } from './helpers';

// Roles on Supabase: app_metadata.role 'sales' (set with the service role in the stand-in) opens the
// inquiries only; a product screen is the 403 page, and the sidebar lists only the sales screens.
const a = (key: string) => msg('en', `admin.${key}`);

test('a sales administrator on Supabase sees only the inquiries and is refused a product screen', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, SALES);
  await page.goto('/admin-panel');
  const links = page.getByTestId('admin-sidebar').getByRole('navigation').getByRole('link');
  await expect(links).toHaveText([a('overview'), a('backToHome'), new RegExp(`^${a('inquiries')}`), a('insights'), a('settings')]);
  const refused = await page.goto('/admin-panel/addnew');
  expect(refused?.status()).toBe(403);
  await expect(page.getByTestId('admin-forbidden')).toBeVisible();
  await page.goto('/admin-panel/inquiries');
  await expect(page.getByTestId('admin-forbidden')).toHaveCount(0);
});
