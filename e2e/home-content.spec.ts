import { SEED_HOME_HERO } from '../lib/start-up/seed/home-data';
import { ADMIN, EDITOR, SALES } from './accounts';
import { signInSaved } from './auth-helpers';
import { expect, test } from './fixtures';
import { msg } from './messages';

// The home page is the owner's (admin → Home page): the hero edited in Chinese shows on /zh-CN at
// once (the save refreshes the cached page) while /en keeps its English words; the editor works
// from the keyboard and passes axe; any other role is refused the screen.

const zh = (key: string, values?: Record<string, string | number>) => msg('zh-CN', `adminHome.${key}`, values);

test('the owner edits the hero in Chinese: /zh-CN shows it at once, / keeps the English', async ({ page, checkA11y }) => {
  test.setTimeout(90_000); // the editor, two public pages and the way back, some rendered for the first time
  await signInSaved(page, ADMIN);
  await page.goto('/zh-CN/admin-panel/home');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(zh('title'));
  const heroName = zh('sections.hero.name');
  await page.getByRole('link', { name: zh('editLabel', { section: heroName }) }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(zh('editorTitle', { section: heroName }));
  await checkA11y(page);

  // The language tabs from the keyboard: English is selected, the arrow keys move to 中文.
  const english = page.getByRole('tab', { name: new RegExp(`^${zh('languages.en')}`) });
  await expect(english).toHaveAttribute('aria-selected', 'true');
  await english.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  const chinese = page.getByRole('tab', { name: new RegExp(`^${zh('languages.zh-CN')}`) });
  await expect(chinese).toHaveAttribute('aria-selected', 'true');
  await expect(chinese).toBeFocused();

  const language = zh('languages.zh-CN');
  const field = page.getByLabel(zh('fieldIn', { field: zh('sections.hero.fields.body'), language }));
  const original = await field.inputValue();
  const text = `工厂直供的精美礼盒 ${Date.now().toString(36)}`;
  await field.fill(text);
  await page.getByRole('button', { name: zh('saveTranslation', { language }) }).click();
  await expect(page.getByTestId('toast')).toHaveText(
    new RegExp(zh('translationSaved', { language }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  );
  try {
    await page.goto('/zh-CN');
    await expect(page.getByTestId('home-hero-text')).toHaveText(text);
    await expect(page.getByTestId('home-hero-text')).not.toHaveAttribute('lang');
    await page.goto('/');
    await expect(page.getByTestId('home-hero-text')).toHaveText(SEED_HOME_HERO.body.en);
    await expect(page.getByText(text)).toHaveCount(0);
  } finally {
    // Leave the seeded words for the other specs.
    await page.goto('/zh-CN/admin-panel/home/hero');
    await page.getByRole('tab', { name: new RegExp(`^${language}`) }).click();
    await page.getByLabel(zh('fieldIn', { field: zh('sections.hero.fields.body'), language })).fill(original);
    await page.getByRole('button', { name: zh('saveTranslation', { language }) }).click();
    await expect(page.getByTestId('toast')).toBeVisible();
  }
});

test('another role has no Home page link and is refused its screens', async ({ browser }) => {
  for (const account of [EDITOR, SALES]) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInSaved(page, account);
    await page.goto('/admin-panel');
    await expect(page.getByTestId('admin-sidebar').getByRole('link', { name: msg('en', 'admin.homeContent') })).toHaveCount(0);
    for (const path of ['/admin-panel/home', '/admin-panel/home/hero']) {
      const response = await page.goto(path);
      expect(response?.status(), `${account.role} ${path}`).toBe(403);
      await expect(page.getByTestId('admin-forbidden')).toBeVisible();
    }
    await context.close();
  }
});
