import { describe, expect, it } from 'vitest';
import { lighthouseSummary, median, percentile, productPaths, throughputVerdicts, uncachedVerdict, withRatios } from './bench-stats.mjs';

describe('bench statistics', () => {
  it('median: odd and even counts, non-numbers ignored, null when empty', () => {
    expect(median([91, 97, 95])).toBe(95);
    expect(median([3, 1, 4, 2])).toBe(2.5);
    expect(median([null, 7, undefined, Number.NaN])).toBe(7);
    expect(median([])).toBeNull();
  });

  it('percentile: nearest rank', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 95)).toBe(95);
    expect(percentile(sorted, 99)).toBe(99);
    expect(percentile([], 95)).toBe(0);
  });

  it('ratios against the static file, robots.txt and home; a variant row is never a reference', () => {
    const rows = withRatios(
      [
        { path: '/logo.svg', requestsPerSecond: 4000, p99: 5 },
        { path: '/robots.txt', requestsPerSecond: 2000, p99: 10 },
        { path: '/', requestsPerSecond: 1000, p99: 12 },
        { path: '/', variant: 'middleware', requestsPerSecond: 1, p99: 900 },
        { path: '/blog', requestsPerSecond: 1500, p99: 25 },
      ],
      { staticPath: '/logo.svg', robotsPath: '/robots.txt', homePath: '/' },
    );
    const blog = rows.find((r) => r.path === '/blog')!;
    expect(blog.vsStatic).toBe(0.375);
    expect(blog.vsRobots).toBe(0.75);
    expect(blog.vsHome).toBe(1.5);
    expect(blog.p99VsRobots).toBe(2.5);
    expect(
      withRatios([{ path: '/x', requestsPerSecond: 5, p99: 1 }], { staticPath: '/s', robotsPath: '/r', homePath: '/h' })[0]!.vsRobots,
    ).toBeNull();
  });

  it('goal verdicts: home ≥ 0.8× robots, cached ≥ 0.6× with p99 ≤ 2× robots', () => {
    const verdicts = throughputVerdicts([
      { path: '/', goal: 'home', vsRobots: 0.79, p99VsRobots: 1 },
      { path: '/blog', goal: 'cached', vsRobots: 0.6, p99VsRobots: 2.01 },
      { path: '/login', vsRobots: 0.1, p99VsRobots: 9 },
    ]);
    expect(verdicts.map((v) => [v.what, v.met])).toEqual([
      ['/ vs robots', false],
      ['/blog vs robots', true],
      ["/blog p99 vs robots' p99", false],
    ]);
  });

  it('Lighthouse: medians over the runs that produced a score', () => {
    expect(
      lighthouseSummary([
        { score: 90, lcpMs: 3000, tbtMs: 300 },
        null,
        { score: 98, lcpMs: 1800, tbtMs: 100 },
        { score: 96, lcpMs: 2000, tbtMs: 150 },
      ]),
    ).toEqual({
      runs: 3,
      score: 96,
      lcpMs: 2000,
      tbtMs: 150,
    });
    expect(lighthouseSummary([null]).score).toBeNull();
  });

  it('a goal row that answered other than 2xx (a moved address) meets no goal, however fast', () => {
    const verdicts = throughputVerdicts([{ path: '/product/1', goal: 'cached', vsRobots: 1.2, p99VsRobots: 1, non2xx: 5000 }]);
    expect(verdicts.map((v) => v.met)).toEqual([false, false]);
  });

  it('product addresses from the sitemap (with their slug), every locale, once each; bare ids (308) left out', () => {
    const xml = [
      'http://h/product/1/rigid-box',
      'http://h/id/product/1/kotak-kaku',
      'http://h/zh-CN/product/22/li-he',
      'http://h/product/1/rigid-box',
      'http://h/product/3',
      'http://h/category/6/hardbox',
      'http://h/blog',
    ]
      .map((u) => `<url><loc>${u}</loc></url>`)
      .join('');
    expect(productPaths(xml)).toEqual(['/product/1/rigid-box', '/id/product/1/kotak-kaku', '/zh-CN/product/22/li-he']);
  });

  it('uncached pass: met only when every page it meant to render answered 200, within the goal', () => {
    expect(uncachedVerdict({ intended: 40, pages: 40, p95: 80, connections: 10 }).met).toBe(true);
    expect(uncachedVerdict({ intended: 40, pages: 40, p95: 120, connections: 10 }).met).toBe(false);
    // Nothing to measure (no product address found), or redirects instead of renders: never met.
    expect(uncachedVerdict({ intended: 0, pages: 0, p95: 0, connections: 10 })).toMatchObject({ complete: false, met: false });
    expect(uncachedVerdict({ intended: 40, pages: 0, p95: 0, connections: 10 })).toMatchObject({ complete: false, met: false });
    expect(uncachedVerdict({ intended: 40, pages: 12, p95: 0, connections: 10 }).what).toContain('12 of 40 pages');
  });
});
