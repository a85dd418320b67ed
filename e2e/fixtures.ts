import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export { expect };

/**
 * Tag for a test whose result depends on the width (menus that collapse, sticky bars, geometry, photo
 * sizes, axe rules on a different layout). In `*.both.spec.ts` only these also run at 390 px; the
 * other tests there are journeys whose steps are the same at any width and run at 1280 px only.
 */
export const BOTH_WIDTHS = { tag: '@both-widths' };

let counter = 0;

/** A distinct fake client IP (the e2e server trusts X-Forwarded-For), e.g. for sign-in throttling. */
export function uniqueIp(): string {
  counter += 1;
  const n = (process.pid * 7919 + counter * 104729 + Date.now()) % 16_777_216;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

type Fixtures = {
  /** The X-Forwarded-For this test's browser context sends (unique per test). */
  clientIp: string;
  /** Runs axe (WCAG 2 A/AA) on the current page and fails on any violation. */
  checkA11y: (page: Page, options?: { include?: string; exclude?: string[]; disableRules?: string[] }) => Promise<void>;
};

/**
 * `test` with a per-test unique X-Forwarded-For (so tests look like distinct visitors and throttling
 * of one never blocks another) and an axe helper. Import `test` and `expect` from here.
 * (The fixture callback is named `provide`, not `use`: the React hooks lint rule mistakes `use` for React's.)
 */
export const test = base.extend<Fixtures>({
  clientIp: async ({}, provide) => {
    await provide(uniqueIp());
  },
  extraHTTPHeaders: async ({ extraHTTPHeaders, clientIp }, provide) => {
    await provide({ ...extraHTTPHeaders, 'X-Forwarded-For': clientIp });
  },
  checkA11y: async ({}, provide) => {
    await provide(async (page, options = {}) => {
      // Axe reads colours as they are painted: a dialog still fading in (opacity) reads as low contrast.
      // It runs on the settled page, as a person reads it: finite transitions and animations finished.
      await page.evaluate(async () => {
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
        const finite = document
          .getAnimations()
          .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity);
        // A paused one never finishes; the cap keeps a long one from holding the check.
        const capped = new Promise((done) => setTimeout(done, 3_000));
        await Promise.race([Promise.all(finite.map((a) => a.finished.catch(() => undefined))), capped]);
      });
      let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
      if (options.include) builder = builder.include(options.include);
      for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
      if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
      const results = await builder.analyze();
      const summary = results.violations.map(
        (v) =>
          `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n    ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 5)
            .join('\n    ')}`,
      );
      expect(summary, `accessibility violations on ${page.url()}`).toEqual([]);
    });
  },
});
