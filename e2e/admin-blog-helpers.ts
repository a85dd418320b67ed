import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { msg } from './messages';

export const ed = (key: string, values?: Record<string, string | number>) => msg('en', `editor.${key}`, values);
export const ab = (key: string, values?: Record<string, string | number>) => msg('en', `adminBlog.${key}`, values);

export const blockCards = (page: Page) => page.getByTestId('block-card');

/** Opens the create screen and waits until it reacts (the slug follows the title). */
export async function openCreateScreen(page: Page, title: string): Promise<void> {
  await page.goto('/admin-panel/blog/create');
  await expect(page.getByRole('heading', { level: 1, name: ed('createTitle') })).toBeVisible();
  await expect(async () => {
    await page.locator('#post-title').fill(title);
    await expect(page.locator('#post-slug')).not.toHaveValue('', { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
}

export async function addBlock(page: Page, type: string): Promise<void> {
  await page.getByRole('button', { name: ed('blocks.addType', { type: ed(`blocks.types.${type}`) }) }).click();
}

/** The alert at the top of the editor (or the list's toast) with this title. */
export const alertWith = (page: Page, title: string) => page.getByTestId('admin-alert').filter({ hasText: title });
