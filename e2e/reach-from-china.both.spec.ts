import type { Locator, Page } from '@playwright/test';
import { siteConfig } from '../lib/site-config';
import { publishedSlugsFromFeed } from './blog-helpers';
import { BOTH_WIDTHS, expect, test } from './fixtures';
import { E2E_LOCALES, msg, type E2eLocale } from './messages';
import { seeded, uniqueEmail } from './quote-helpers';

// Reach from China (docs/decisions/081-reach-from-china.md): WeChat beside WhatsApp, first in
// Chinese; a locator image the site serves itself, with AMap and Baidu links in Chinese and
// Google's map only after a click elsewhere; no request to another origin when a public page
// loads; the contact button never over the footer. REACH_SCREENSHOTS=<folder> keeps screenshots.

const company = siteConfig.companyName;
const prefix = (locale: E2eLocale) => E2E_LOCALES.find((l) => l.locale === locale)!.prefix;
const BOX = seeded('Rigid Magnetic Gift Box');

function contactButton(page: Page, locale: E2eLocale) {
  return page.getByTestId('whatsapp-float').getByRole('button', { name: msg(locale, 'footer.whatsapp') });
}

/** Opens the contact popup with the keyboard; a key press before the button has hydrated does nothing, so it is tried again. */
async function openByKeyboard(page: Page, locale: E2eLocale): Promise<Locator> {
  const popup = page.getByRole('dialog', { name: msg(locale, 'footer.whatsappTitle') });
  await expect(async () => {
    await contactButton(page, locale).focus();
    await page.keyboard.press('Enter');
    await expect(popup).toBeVisible({ timeout: 1_000 });
  }).toPass();
  return popup;
}

async function imageLoaded(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
}

async function shoot(page: Page, name: string) {
  const dir = process.env.REACH_SCREENSHOTS;
  if (!dir) return;
  await page.screenshot({ path: `${dir}/${name}-${page.viewportSize()!.width}.png`, scale: 'css' });
}

test(
  'zh-CN: the contact popup offers WeChat first with its QR code, by keyboard; Escape returns focus',
  BOTH_WIDTHS,
  async ({ page, context, checkA11y }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/zh-CN');
    await shoot(page, 'home-zh');
    const popup = await openByKeyboard(page, 'zh-CN');
    await expect(popup).toBeFocused();
    const channels = popup.locator('[data-channel]');
    await expect(channels).toHaveCount(2);
    await expect(channels.first()).toHaveAttribute('data-channel', 'wechat');
    await expect(channels.nth(1)).toHaveAttribute('data-channel', 'whatsapp');
    const qr = popup.getByRole('img', { name: msg('zh-CN', 'footer.wechatQrAlt', { company }) });
    await imageLoaded(qr);
    await expect(qr).toHaveAttribute('src', siteConfig.wechat.qrImage);
    await expect(popup.getByText(siteConfig.wechat.id, { exact: true })).toBeVisible();
    await shoot(page, 'popup-zh');
    await checkA11y(page);

    // Tab walks through the popup: the close button, then the copy button, which copies the ID.
    await page.keyboard.press('Tab');
    await expect(popup.getByRole('button', { name: msg('zh-CN', 'footer.close') })).toBeFocused();
    await page.keyboard.press('Tab');
    const copy = popup.getByRole('button', { name: msg('zh-CN', 'footer.copyId') });
    await expect(copy).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(popup.getByRole('status')).toHaveText(msg('zh-CN', 'footer.copied'));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(siteConfig.wechat.id);

    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await expect(contactButton(page, 'zh-CN')).toBeFocused();
    await expect(contactButton(page, 'zh-CN')).toHaveAttribute('aria-expanded', 'false');

    // The close button closes it too, and focus goes back to the button.
    await page.keyboard.press('Enter');
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: msg('zh-CN', 'footer.close') }).click();
    await expect(popup).toBeHidden();
    await expect(contactButton(page, 'zh-CN')).toBeFocused();
  },
);

test('en and id: WhatsApp first in the popup, WeChat after it', async ({ page }) => {
  for (const locale of ['en', 'id'] as const) {
    await page.goto(prefix(locale) || '/');
    const popup = await openByKeyboard(page, locale);
    const channels = popup.locator('[data-channel]');
    await expect(channels.first()).toHaveAttribute('data-channel', 'whatsapp');
    await expect(channels.nth(1)).toHaveAttribute('data-channel', 'wechat');
    await expect(popup.getByRole('link')).toHaveCount(2);
    await expect(popup.getByRole('link').first()).toHaveAttribute(
      'href',
      new RegExp(`^https://wa\\.me/${siteConfig.whatsapp.marketing}\\?text=`),
    );
    await expect(popup.getByRole('img', { name: msg(locale, 'footer.wechatQrAlt', { company }) })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
  }
});

test('no public page asks another origin for anything while it loads, in any language', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL!).origin;
  const [slug] = await publishedSlugsFromFeed(page);
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!/^(data|blob):/.test(url) && new URL(url).origin !== origin) foreign.push(`${page.url()} → ${url}`);
  });
  for (const { locale, prefix: p } of E2E_LOCALES) {
    for (const path of ['/', '/category/6', '/product/1', '/blog', `/blog/${slug}`]) {
      const url = p + (path === '/' && p ? '' : path);
      const response = await page.goto(url, { waitUntil: 'load' });
      expect(response?.status(), `${locale} ${url}`).toBe(200);
      // Down to the footer (its map and QR image load lazily), then wait for the network to settle.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await imageLoaded(page.locator(`footer img[src="${siteConfig.map.locatorImage}"]`));
      await page.waitForLoadState('networkidle');
    }
  }
  expect(foreign).toEqual([]);
});

/** Every box of the footer a person reads or taps: its links, buttons, images and each line of its text. */
async function footerBoxes(page: Page) {
  return page.locator('footer').evaluate((footer) => {
    const boxes: Array<{ what: string; x: number; y: number; w: number; h: number }> = [];
    for (const el of footer.querySelectorAll('a, button, img, iframe')) {
      const r = el.getBoundingClientRect();
      if (r.width && r.height) boxes.push({ what: el.outerHTML.slice(0, 60), x: r.x, y: r.y, w: r.width, h: r.height });
    }
    const walker = document.createTreeWalker(footer, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) {
        if (r.width && r.height) boxes.push({ what: node.textContent.trim().slice(0, 40), x: r.x, y: r.y, w: r.width, h: r.height });
      }
    }
    return boxes;
  });
}

test('the contact button never covers the footer: at the bottom and while the footer scrolls in', BOTH_WIDTHS, async ({ page }) => {
  for (const path of ['/', '/product/1', '/zh-CN/blog', '/zh-CN/category/6']) {
    await page.goto(path);
    const button = page.getByTestId('whatsapp-float').getByRole('button');
    const height = page.viewportSize()!.height;
    // The footer's top at 70 %, 40 % and 10 % of the viewport's height, then the page's end.
    const footerTop = await page.locator('footer').evaluate((f) => f.getBoundingClientRect().top + window.scrollY);
    const stops = [0.7, 0.4, 0.1].map((share) => footerTop - height * share);
    for (const y of [...stops, Number.MAX_SAFE_INTEGER]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const b = (await button.boundingBox())!;
      const overlapping = (await footerBoxes(page)).filter(
        (f) => f.x < b.x + b.width && b.x < f.x + f.w && f.y < b.y + b.height && b.y < f.y + f.h,
      );
      expect(overlapping, `${path} at scroll ${y}: the button (${JSON.stringify(b)}) covers`).toEqual([]);
    }
    // While the page above the footer scrolls, the button floats at the viewport's bottom edge.
    await page.evaluate(() => window.scrollTo(0, 0));
    const floating = (await button.boundingBox())!;
    expect(floating.y + floating.height).toBeGreaterThan(height - 90);
    expect(floating.y + floating.height).toBeLessThanOrEqual(height);
  }
});

test('zh-CN: the footer shows the site-served locator image with AMap and Baidu links, no frame', async ({ page, checkA11y }) => {
  await page.goto('/zh-CN/product/1');
  const footer = page.locator('footer');
  const image = footer.getByRole('img', { name: msg('zh-CN', 'footer.mapImageAlt', { company }) });
  await imageLoaded(image);
  await expect(image).toHaveAttribute('src', siteConfig.map.locatorImage);
  const { latitude, longitude } = siteConfig.map;
  const amap = new URL((await footer.getByRole('link', { name: msg('zh-CN', 'footer.amap') }).getAttribute('href'))!);
  expect(amap.origin + amap.pathname).toBe('https://uri.amap.com/marker');
  expect(amap.searchParams.get('position')).toBe(`${longitude},${latitude}`);
  expect(amap.searchParams.get('coordinate')).toBe('wgs84');
  const baidu = new URL((await footer.getByRole('link', { name: msg('zh-CN', 'footer.baidu') }).getAttribute('href'))!);
  expect(baidu.origin + baidu.pathname).toBe('https://api.map.baidu.com/marker');
  expect(baidu.searchParams.get('location')).toBe(`${latitude},${longitude}`);
  expect(baidu.searchParams.get('coord_type')).toBe('wgs84');
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(footer.getByRole('button', { name: msg('zh-CN', 'footer.showMap') })).toHaveCount(0);
  await footer.scrollIntoViewIfNeeded();
  await checkA11y(page, { include: 'footer' });
  await shoot(page, 'footer-zh');
});

test('en: no map frame until "Show the interactive map", then Google’s embed loads and takes focus', async ({ page }) => {
  const google: string[] = [];
  // No internet here: Google's answer is stood in for, so the frame's load is seen either way.
  await page.route(/^https:\/\/(www|maps)\.google\.com\//, (route) => {
    google.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>map</title><p>Google map stand-in</p>' });
  });
  await page.goto('/product/1');
  const footer = page.locator('footer');
  await imageLoaded(footer.locator(`img[src="${siteConfig.map.locatorImage}"]`));
  await page.waitForLoadState('networkidle');
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(google).toEqual([]);
  await shoot(page, 'footer-en');

  const show = footer.getByRole('button', { name: msg('en', 'footer.showMap') });
  const frame = footer.locator('iframe');
  await expect(async () => {
    await show.click({ timeout: 1_000 });
    await expect(frame).toHaveCount(1, { timeout: 1_000 });
  }).toPass();
  await expect(frame).toHaveAttribute('src', siteConfig.map.embedUrl);
  await expect(frame).toHaveAttribute('title', msg('en', 'footer.mapTitle', { company }));
  await expect(page.frameLocator('footer iframe').getByText('Google map stand-in')).toBeVisible();
  expect(google[0]).toBe(siteConfig.map.embedUrl);
  await expect(frame).toBeFocused();
});

test('en: the footer with the locator image and its map button passes axe', async ({ page, checkA11y }) => {
  await page.goto('/blog');
  await page.locator('footer').scrollIntoViewIfNeeded();
  await checkA11y(page, { include: 'footer' });
});

test('the product page: "Ask on WeChat" unfolds the ID and QR code, first in Chinese', async ({ page, checkA11y }) => {
  await page.goto(`/zh-CN/product/${BOX.id}`);
  const row = page.locator('.ask-row');
  await expect(row.locator(':scope > *').first()).toHaveClass('ask-wechat');
  const wechat = page.locator('.ask-wechat');
  const qr = wechat.getByRole('img', { name: msg('zh-CN', 'footer.wechatQrAlt', { company }) });
  await expect(qr).toBeHidden();
  await wechat.getByText(msg('zh-CN', 'product.askWechat')).focus();
  await page.keyboard.press('Enter');
  await imageLoaded(qr);
  await expect(wechat).toContainText(siteConfig.wechat.id);
  await expect(wechat).toContainText(BOX.code!);
  await checkA11y(page, { include: '.ask-row' });
  await shoot(page, 'product-zh');

  await page.goto(`/product/${BOX.id}`);
  await expect(page.locator('.ask-row > *').first()).toHaveText(new RegExp(msg('en', 'product.askWhatsapp')));
  await expect(page.locator('.ask-row > .ask-wechat')).toBeVisible();
});

test('the home page\'s "Contact us": the WeChat card first in Chinese, after the WhatsApp button elsewhere', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/zh-CN');
  const contact = page.locator('section#contact');
  const wechat = contact.getByTestId('contact-wechat');
  await expect(wechat).toContainText(siteConfig.wechat.id);
  await imageLoaded(wechat.getByRole('img', { name: msg('zh-CN', 'footer.wechatQrAlt', { company }) }));
  const order = async () =>
    contact.evaluate((el) => {
      const w = el.querySelector('[data-testid="contact-wechat"]')!;
      const a = el.querySelector('[data-testid="contact-whatsapp"]')!;
      return w.compareDocumentPosition(a) & Node.DOCUMENT_POSITION_FOLLOWING ? 'wechat-first' : 'whatsapp-first';
    });
  expect(await order()).toBe('wechat-first');
  await checkA11y(page, { include: 'section#contact' });

  await page.goto('/id');
  await expect(contact.getByTestId('contact-wechat')).toContainText(siteConfig.wechat.id);
  expect(await order()).toBe('whatsapp-first');
});

test('zh-CN: after a quote request, WeChat (with the reference to send) comes before WhatsApp', async ({ page }) => {
  test.setTimeout(90_000);
  const zh = (key: string, values?: Record<string, string | number>) => msg('zh-CN', key, values);
  await page.goto(`/zh-CN/product/${BOX.id}`);
  const form = page.getByTestId('add-to-quote');
  await form.getByLabel(zh('Quote.add.quantity')).fill('600');
  await expect(async () => {
    await form.getByRole('button', { name: zh('Quote.add.submit') }).click({ timeout: 1_000 });
    await expect(form.getByRole('status')).toContainText(zh('Quote.add.added'), { timeout: 1_000 });
  }).toPass();
  await page.goto('/zh-CN/quote');
  await page.getByLabel(zh('Quote.form.name')).fill('王芳');
  await page.getByLabel(zh('Quote.form.email')).fill(uniqueEmail('zh-wechat'));
  await page.getByLabel(zh('Quote.form.city')).fill('Shenzhen');
  await page.getByLabel(zh('Quote.form.country')).selectOption('CN');
  await page.getByLabel(zh('Quote.form.consent', { company })).check();
  await page.getByRole('button', { name: zh('Quote.form.submit') }).click();
  const sent = page.getByTestId('quote-sent');
  await expect(sent).toBeVisible({ timeout: 30_000 });
  const reference = (await page.getByTestId('quote-reference').textContent())!.trim();
  const wechat = sent.getByTestId('quote-wechat');
  await expect(wechat.getByRole('heading', { name: zh('Quote.sent.wechatTitle') })).toBeVisible();
  await expect(wechat).toContainText(zh('Quote.sent.wechatHint', { reference }));
  await imageLoaded(wechat.getByRole('img', { name: zh('footer.wechatQrAlt', { company }) }));
  // WeChat's block is above the WhatsApp hand-off.
  const whatsapp = sent.getByRole('link', { name: zh('Quote.sent.whatsapp') });
  expect((await wechat.boundingBox())!.y).toBeLessThan((await whatsapp.boundingBox())!.y);
  await shoot(page, 'quote-sent-zh');
});
