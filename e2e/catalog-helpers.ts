import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { msg, type E2eLocale } from './messages';

export const CATEGORY_IDS = [6, 5, 42] as const;

export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** Names of the product cards on the current category page, in order. */
export async function cardNames(page: Page): Promise<string[]> {
  return page.locator('main article h2').allTextContents();
}

/** Switches language with the header's language menu (the mobile menu on small screens). */
export async function switchLanguage(page: Page, from: E2eLocale, to: E2eLocale) {
  const labels = { en: 'EN', id: 'ID', 'zh-CN': 'CN' } as const;
  const names = { en: 'header.languageEn', id: 'header.languageId', 'zh-CN': 'header.languageZh' } as const;
  if (isMobile(page)) {
    const menu = page.getByRole('dialog', { name: msg(from, 'header.openMenu') });
    // A tap before the menu button has hydrated does nothing (seen once in a full run): tap again
    // while the menu is not open, never when it is (a second tap would close it).
    await expect(async () => {
      if (!(await menu.isVisible())) await page.getByRole('button', { name: msg(from, 'header.openMenu') }).click();
      await expect(menu).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await menu.getByRole('link', { name: msg(from, names[to]) }).click();
  } else {
    const nav = page.getByRole('navigation', { name: msg(from, 'header.mainNavigation') });
    const link = nav.getByRole('link', { name: new RegExp(`^${labels[to]} ·`) });
    // The menu closes when focus leaves it, and a client navigation still committing (the product
    // link clicked just before) can take the focus: open it again until the link stays.
    await expect(async () => {
      if (!(await link.isVisible())) await nav.getByRole('button', { name: msg(from, 'header.language') }).click();
      await expect(link).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await link.click();
  }
}
