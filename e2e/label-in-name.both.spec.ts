import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { isMobile } from './catalog-helpers';
import { BOTH_WIDTHS, expect, test } from './fixtures';
import { msg } from './messages';

// Axe's label-content-name-mismatch (WCAG 2.5.3 'label in name': a control's accessible
// name contains its visible text). The rule is 'experimental' in axe, so it is not part of the
// checkA11y tags: it runs here on its own, at 1280 and 390 px, with the menus open too.
async function nameMismatches(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze();
  return results.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} ${n.html.slice(0, 120)}`));
}

// The pages with the site header, the home page included.
for (const path of ['/', '/category/6', '/product/1', '/blog', '/id/product/1']) {
  test(`controls are named by their visible text on ${path}`, BOTH_WIDTHS, async ({ page, checkA11y }) => {
    await page.goto(path);
    expect(await nameMismatches(page), `closed menus on ${path}`).toEqual([]);
    const locale = path.startsWith('/id') ? 'id' : 'en';
    if (isMobile(page)) {
      await page.getByRole('button', { name: msg(locale, 'header.openMenu') }).click();
      await expect(page.getByRole('dialog', { name: msg(locale, 'header.openMenu') })).toBeVisible();
    } else {
      const nav = page.getByRole('navigation', { name: msg(locale, 'header.mainNavigation') });
      await nav.getByRole('button', { name: msg(locale, 'header.language') }).click();
      await expect(nav.getByRole('link', { name: /^ID ·/ })).toBeVisible();
    }
    expect(await nameMismatches(page), `open menu on ${path}`).toEqual([]);
    await checkA11y(page);
  });
}
