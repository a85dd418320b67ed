import AxeBuilder from '@axe-core/playwright';
import { publishedSlugsFromFeed } from './blog-helpers';
import { BOTH_WIDTHS, expect, test } from './fixtures';
import { msg } from './messages';

// The article page at both widths: the WCAG rules (checkA11y), plus axe's landmark rules, which are
// tagged best-practice and so not in checkA11y's run: the article bar under the site header must
// not be a second banner, and every landmark of one kind needs a distinct name.
const LANDMARK_RULES = [
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
  'landmark-no-duplicate-main',
  'landmark-unique',
  'landmark-one-main',
  'landmark-banner-is-top-level',
];

test('the article page has one banner and uniquely named landmarks', BOTH_WIDTHS, async ({ page, checkA11y }) => {
  const [slug] = await publishedSlugsFromFeed(page);
  expect(slug, 'a published post in the feed').toBeTruthy();
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('navigation', { name: msg('en', 'blog.articleBarLabel') })).toBeVisible();

  const landmarks = await new AxeBuilder({ page }).withRules(LANDMARK_RULES).analyze();
  expect(landmarks.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await checkA11y(page);
});
