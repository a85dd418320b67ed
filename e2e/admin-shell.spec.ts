import { ADMIN, EDITOR } from './accounts';
import { signInViaApi } from './auth-helpers';
import { expect, test } from './fixtures';
import { msg } from './messages';

const t = (key: string) => msg('en', `admin.${key}`);

test.describe('admin shell at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('sidebar links, active link, e-mail, blog access for blog admins, collapse remembered', async ({ page }) => {
    await signInViaApi(page.request, ADMIN);
    await page.goto('/admin-panel/settings');
    const sidebar = page.getByTestId('admin-sidebar');
    await expect(sidebar).toBeVisible();
    for (const key of ['overview', 'backToHome', 'addNew', 'itemList', 'settings', 'blog']) {
      await expect(sidebar.getByRole('link', { name: t(key) })).toBeVisible();
    }
    await expect(sidebar.getByRole('link', { name: t('settings') })).toHaveAttribute('aria-current', 'page');
    await expect(sidebar.getByRole('link', { name: t('addNew') })).not.toHaveAttribute('aria-current', 'page');
    await expect(sidebar.getByRole('link', { name: t('blog') })).toHaveAttribute('href', '/admin-panel/blog');
    await expect(sidebar.getByText(ADMIN.email)).toBeVisible();
    await expect(sidebar.getByText(t('blogAccess'))).toBeVisible();
    await expect(page.getByRole('button', { name: t('openMenu') })).toBeHidden();

    const box = await sidebar.boundingBox();
    expect(box?.width).toBe(256);
    await page.getByRole('button', { name: t('collapseSidebar') }).click();
    await expect(sidebar).toHaveAttribute('data-collapsed', 'true');
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(64);
    await page.reload();
    await expect(page.getByTestId('admin-sidebar')).toHaveAttribute('data-collapsed', 'true');
    await page.getByRole('button', { name: t('expandSidebar') }).click();
    await expect(page.getByTestId('admin-sidebar')).toHaveAttribute('data-collapsed', 'false');
  });

  test('no Blog link or indicator for an admin who is not a blog admin; the blog section is refused', async ({ page }) => {
    await signInViaApi(page.request, EDITOR);
    await page.goto('/admin-panel/settings');
    const sidebar = page.getByTestId('admin-sidebar');
    await expect(sidebar.getByText(EDITOR.email)).toBeVisible();
    await expect(sidebar.getByRole('link', { name: t('blog') })).toHaveCount(0);
    await expect(page.getByText(t('blogAccess'))).toHaveCount(0);
    await page.goto('/admin-panel/blog');
    await expect(page.getByText(msg('en', 'errors.forbiddenTitle'))).toBeVisible();
  });

  test('/admin-panel is the overview, Overview is the first admin link and Add New is one click away', async ({ page }) => {
    await signInViaApi(page.request, EDITOR);
    await page.goto('/admin-panel');
    await expect(page).toHaveURL((url) => url.pathname === '/admin-panel');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('en', 'adminOverview.title'));
    const sidebar = page.getByTestId('admin-sidebar');
    await expect(sidebar.getByRole('link').first()).toHaveAccessibleName(t('overview'));
    await expect(sidebar.getByRole('link', { name: t('overview') })).toHaveAttribute('aria-current', 'page');
    await expect(sidebar.getByRole('link', { name: t('addNew') })).not.toHaveAttribute('aria-current', 'page');
    await page.getByTestId('overview-add-new').click();
    await expect(page).toHaveURL((url) => url.pathname === '/admin-panel/addnew');
  });

  test('has no accessibility violations', async ({ page, checkA11y }) => {
    await signInViaApi(page.request, ADMIN);
    await page.goto('/admin-panel/settings');
    await checkA11y(page, { include: '[data-admin-shell]' });
  });
});

test.describe('admin shell at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('bottom bar and slide-in menu by keyboard: focus trap, Esc, focus return', async ({ page }) => {
    await signInViaApi(page.request, ADMIN);
    await page.goto('/admin-panel/settings');
    await expect(page.getByTestId('admin-sidebar')).toBeHidden();
    const bar = page
      .getByRole('navigation', { name: t('adminNavigation') })
      .filter({ has: page.getByRole('button', { name: t('openMenu') }) });
    await expect(bar.getByRole('link', { name: t('settings') })).toHaveAttribute('aria-current', 'page');
    // The owner's bar (the most targets) fits at 390 px: nothing runs past the screen's edge.
    const widths = await bar.evaluate((nav) => ({
      screen: window.innerWidth,
      list: nav.querySelector('ul')!.scrollWidth,
      rights: [...nav.querySelectorAll('li')].map((li) => Math.round(li.getBoundingClientRect().right)),
    }));
    expect(Math.max(widths.list, ...widths.rights), JSON.stringify(widths)).toBeLessThanOrEqual(widths.screen);

    const menuButton = page.getByRole('button', { name: t('openMenu') });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: t('adminNavigation') });
    await expect(dialog).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(dialog.getByRole('button', { name: t('closeMenu') })).toBeFocused();
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden'); // the page behind does not scroll
    await expect(dialog.getByText(ADMIN.email)).toBeVisible();
    await expect(dialog.getByText(t('blogAccess'))).toBeVisible();
    await expect(dialog.getByRole('link', { name: t('blog') })).toBeVisible();

    // Tab cycles inside the menu.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton).toBeFocused();
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');

    // Keyboard navigation through the menu.
    await page.keyboard.press('Enter');
    await dialog.getByRole('link', { name: t('itemList') }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/admin-panel/itemlist');
  });

  test('swipe right from the left edge opens, swipe left closes', async ({ page }) => {
    await signInViaApi(page.request, EDITOR);
    await page.goto('/admin-panel/settings');
    const menuButton = page.getByRole('button', { name: t('openMenu') });
    await expect(menuButton).toBeVisible();
    const swipe = (fromX: number, toX: number) =>
      page.evaluate(
        ({ a, b }) => {
          const touch = (x: number) => new Touch({ identifier: 1, target: document.body, clientX: x, clientY: 400 });
          document.dispatchEvent(new TouchEvent('touchstart', { touches: [touch(a)], changedTouches: [touch(a)] }));
          document.dispatchEvent(new TouchEvent('touchend', { touches: [], changedTouches: [touch(b)] }));
        },
        { a: fromX, b: toX },
      );
    await swipe(250, 350); // starts outside the 200 px edge zone: nothing
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await swipe(20, 100);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await swipe(300, 280); // under 50 px: nothing
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await swipe(300, 200);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: t('blog') })).toHaveCount(0);
  });
});
