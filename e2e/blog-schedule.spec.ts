import type { APIRequestContext, Page } from '@playwright/test';
import { toZonedInputValue } from '../lib/blog/admin/schedule-time';
import { ADMIN } from './accounts';
import { addBlock, alertWith, ab, ed, openCreateScreen } from './admin-blog-helpers';
import { forbidDialogs, signInSaved } from './auth-helpers';
import { expect, test } from './fixtures';

// Scheduled publishing. The admin works in Jakarta time (the browser's zone), the
// server stores UTC. A post scheduled a few seconds ahead must stay off every public page, then
// appear on the cached list, article, feed and sitemap by itself: nobody visits the admin, and the
// test waits for the condition by polling (no fixed sleeps).

const ZONE = 'Asia/Jakarta';
test.use({ timezoneId: ZONE });
test.describe.configure({ mode: 'serial' });

async function writePost(page: Page, title: string): Promise<void> {
  await openCreateScreen(page, title);
  await addBlock(page, 'text');
  await page.getByTestId('block-card').first().getByLabel(ed('fields.content'), { exact: true }).fill(`Body of ${title}`);
}

async function schedule(page: Page, at: Date): Promise<void> {
  await page.locator('#schedule-at').fill(toZonedInputValue(at, ZONE));
  await page.getByRole('button', { name: ed('schedule.confirm'), exact: true }).click();
}

const publicText = async (request: APIRequestContext, path: string) => {
  const response = await request.get(path);
  return { status: response.status(), text: await response.text() };
};
/**
 * Holds the editor's live slug checks (a server action posted to the page, naming `excludeId`) until
 * the returned function is called, so a test can act while the check is running.
 */
async function holdSlugChecks(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/admin-panel/blog/create', async (route) => {
    const request = route.request();
    if (request.method() === 'POST' && request.headers()['next-action'] && request.postData()?.includes('"excludeId"')) await released;
    await route.continue();
  });
  return release;
}
/** Whether the public page lists the post (a boolean, so a failure does not print the whole page). */
const shows = async (request: APIRequestContext, path: string, slug: string) => (await publicText(request, path)).text.includes(slug);

test('a post scheduled in the editor appears on the cached public pages at its time, without an admin action', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  forbidDialogs(page);
  const stamp = Date.now().toString(36);
  const title = `E2E Scheduled ${stamp}`;
  const slug = `e2e-scheduled-${stamp}`;
  await signInSaved(page, ADMIN);
  const releaseSlugCheck = await holdSlugChecks(page);
  await writePost(page, title);

  await page.getByRole('button', { name: ed('schedule.open'), exact: true }).click();
  const panel = page.getByTestId('schedule-panel');
  await expect(panel.getByTestId('schedule-zone')).toHaveText(ed('schedule.zone', { zone: 'Asia/Jakarta (UTC+7)' }));
  // A time in the past, submitted while the slug check is still running (the click is held, not
  // lost on a disabled button): once the check answers, a translated message, nothing saved.
  await expect(page.locator('#post-slug')).toBeDisabled();
  await expect(page.getByRole('button', { name: ed('schedule.confirm'), exact: true })).toBeEnabled({ timeout: 2_000 });
  await schedule(page, new Date(Date.now() - 60_000));
  releaseSlugCheck();
  await expect(panel.getByRole('alert')).toHaveText(ed('validation.scheduleInPast'));
  await page.unrouteAll({ behavior: 'wait' });
  expect(new URL(page.url()).pathname).toBe('/admin-panel/blog/create');

  // 30 s ahead: the save and the "not yet" checks take under 10 s on a loaded 2-core machine (the
  // assertion below says so if they ever do not), and every second here holds a worker idle.
  const at = new Date(Math.ceil((Date.now() + 30_000) / 1000) * 1000);
  await schedule(page, at);
  await page.waitForURL(/\/admin-panel\/blog\/edit\/[0-9a-f-]{36}/);
  await expect(alertWith(page, ed('alerts.created'))).toContainText(ed('alerts.scheduledBody'));
  await expect(page.getByTestId('schedule-current')).toContainText('Asia/Jakarta (UTC+7)');

  // Not yet public; the second read of each is the cached copy (the one that must refresh by itself).
  // `/id/blog` and `/zh-CN/blog/rss.xml` are read by no other spec: their first read after the time
  // below proves the cached copy ended hard (no stale copy served once more past it).
  for (const path of ['/blog', '/id/blog', '/zh-CN/blog/rss.xml']) {
    for (let i = 0; i < 2; i++) expect(await shows(request, path, slug), path).toBe(false);
  }
  expect((await publicText(request, `/blog/${slug}`)).status).toBe(404);
  expect(await shows(request, '/blog/rss.xml', slug)).toBe(false);
  expect(await shows(request, '/sitemap.xml', slug)).toBe(false);
  expect(Date.now(), 'the "not yet" checks ran before the scheduled time').toBeLessThan(at.getTime());

  // Just past its time (lifetimes are whole seconds): the very first read of the cached copies has it.
  await expect.poll(() => Date.now(), { timeout: 120_000, intervals: [500] }).toBeGreaterThan(at.getTime() + 2_000);
  expect(await shows(request, '/id/blog', slug), 'first read of the cached /id/blog after the time').toBe(true);
  expect(await shows(request, '/zh-CN/blog/rss.xml', slug), 'first read of the cached zh-CN feed after the time').toBe(true);

  // On the list, as an article, in the feed and the sitemap.
  await expect.poll(() => shows(request, '/blog', slug), { timeout: 120_000, intervals: [1_000] }).toBe(true);
  expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
  const article = await publicText(request, `/blog/${slug}`);
  expect(article.status).toBe(200);
  expect(article.text).toContain(`Body of ${title}`);
  expect(await shows(request, '/blog/rss.xml', slug)).toBe(true);
  expect(await shows(request, '/sitemap.xml', slug)).toBe(true);
});

test('the management list shows scheduled posts with their time; unschedule and publish now work', async ({ page, request }) => {
  test.setTimeout(180_000);
  forbidDialogs(page);
  const stamp = Date.now().toString(36);
  const title = `E2E Next week ${stamp}`;
  const slug = `e2e-next-week-${stamp}`;
  await signInSaved(page, ADMIN);
  await writePost(page, title);
  await page.getByRole('button', { name: ed('schedule.open'), exact: true }).click();
  await schedule(page, new Date(Date.now() + 7 * 24 * 3_600_000));
  await page.waitForURL(/\/admin-panel\/blog\/edit\/[0-9a-f-]{36}/);

  await page.goto('/admin-panel/blog?status=scheduled');
  const row = page.locator(`[data-testid="post-row"][data-slug="${slug}"]`);
  await expect(row.getByTestId('status-badge')).toHaveText(ab('status.scheduled'));
  await expect(row.getByTestId('row-scheduled')).toContainText('Asia/Jakarta (UTC+7)');
  await expect(page.getByLabel(ab('filters.status'))).toHaveValue('scheduled');

  await row.getByRole('button', { name: ab('actions.unschedule') }).click();
  await expect(alertWith(page, ab('toasts.unscheduled'))).toBeVisible();
  await page.goto('/admin-panel/blog?status=draft');
  await expect(page.locator(`[data-testid="post-row"][data-slug="${slug}"]`).getByTestId('status-badge')).toHaveText(ab('status.draft'));
  expect((await publicText(request, `/blog/${slug}`)).status).toBe(404);

  // Scheduled again from the editor, then published at once from the list.
  await page.locator(`[data-testid="post-row"][data-slug="${slug}"]`).getByRole('link', { name: title }).click();
  await page.getByRole('button', { name: ed('schedule.open'), exact: true }).click();
  await schedule(page, new Date(Date.now() + 7 * 24 * 3_600_000));
  await expect(alertWith(page, ed('alerts.updated'))).toContainText(ed('alerts.scheduledBody'));
  await page.goto('/admin-panel/blog?status=scheduled');
  await row.getByRole('button', { name: ab('actions.publishNow') }).click();
  await expect(alertWith(page, ab('toasts.publishedNow'))).toBeVisible();
  await expect(row.getByTestId('status-badge')).toHaveCount(0); // no longer in the "scheduled" filter
  expect((await publicText(request, `/blog/${slug}`)).status).toBe(200);
});
