import { ADMIN, EDITOR, SALES } from './accounts';
import { adminPayloadHasUnreadCount, signInSaved } from './auth-helpers';
import { expect, test } from './fixtures';
import { msg } from './messages';

// Roles (lib/auth/roles.ts) in the browser: the sidebar shows only the role's screens, the overview
// only its panels, and a screen outside the role is the 403 page, not a crash.
const t = (key: string) => msg('en', `admin.${key}`);

test('a sales administrator sees only Inquiries and Insights among the screens, and the 403 page on a product', async ({ page }) => {
  await signInSaved(page, SALES);
  await page.goto('/admin-panel');
  const sidebar = page.getByTestId('admin-sidebar');
  await expect(sidebar.getByTestId('admin-role')).toHaveText(msg('en', 'admin.roleLabel', { role: t('roles.sales') }));
  const links = sidebar.getByRole('navigation').getByRole('link');
  await expect(links).toHaveText([t('overview'), t('backToHome'), new RegExp(`^${t('inquiries')}`), t('insights'), t('settings')]);
  await expect(page.getByTestId('overview-inquiries')).toBeVisible();
  await expect(page.getByTestId('overview-add-new')).toHaveCount(0);
  await expect(page.getByTestId('overview-translations')).toHaveCount(0);

  for (const path of ['/admin-panel/itemlist/1', '/admin-panel/addnew', '/admin-panel/blog', '/admin-panel/activity']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
    await expect(page.getByTestId('admin-forbidden')).toBeVisible();
    await expect(page.getByText(msg('en', 'errors.forbiddenTitle'))).toBeVisible();
  }
  expect((await page.request.get('/api/admin/products-csv')).status()).toBe(403);
  await page.goto('/admin-panel/inquiries');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/admin-panel/insights');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('en', 'AdminInsights.title'));
  // Insights' range form: a reversed range is explained (the default range is shown), a range
  // without inquiries says so instead of charts.
  await page.goto('/admin-panel/insights?from=2026-03-01&to=2026-02-01');
  await expect(page.getByTestId('insights-range-problem')).toHaveText(msg('en', 'AdminInsights.range.reversed'));
  await page.getByLabel(msg('en', 'AdminInsights.range.from'), { exact: true }).fill('2020-01-06');
  await page.getByLabel(msg('en', 'AdminInsights.range.to'), { exact: true }).fill('2020-01-12');
  await page.getByRole('button', { name: msg('en', 'AdminInsights.range.apply') }).click();
  await expect(page).toHaveURL(/\/admin-panel\/insights\?from=2020-01-06&to=2020-01-12&currency=IDR$/);
  await expect(page.getByTestId('insights-empty')).toHaveText(msg('en', 'AdminInsights.empty'));
});

test('a catalogue administrator is refused the inquiries, Insights and the audit log', async ({ page }) => {
  await signInSaved(page, EDITOR);
  for (const path of ['/admin-panel/inquiries', '/admin-panel/insights', '/admin-panel/activity']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
    await expect(page.getByTestId('admin-forbidden')).toBeVisible();
  }
  // The CSV export's route handler re-checks the role itself.
  expect((await page.request.get('/admin-panel/inquiries/export')).status()).toBe(403);
  expect((await page.request.get('/admin-panel/insights/export?table=product')).status()).toBe(403);
});

test('the unread-inquiries count reaches only the roles that may open the inbox', async ({ browser }) => {
  // The blog role is checked in the Team journey (team-two-factor.spec.ts), the one spec that signs a blog administrator in.
  for (const [account, expected] of [
    [ADMIN, true],
    [SALES, true],
    [EDITOR, false],
  ] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInSaved(page, account);
    expect(await adminPayloadHasUnreadCount(page), account.role).toBe(expected);
    await context.close();
  }
});
