// Pure computations of `npm run bench` (unit-tested in bench-stats.test.ts): ratios against the
// reference rows, the public-page performance goals, medians of repeated Lighthouse runs, percentiles.

/** Public-page performance goals, checked on every run (the bench reports, it never fails on them). */
export const GOALS = {
  homeVsRobots: 0.8,
  cachedVsRobots: 0.6,
  cachedP99VsRobots: 2,
  uncachedP95Ms: 100,
  lighthouseScore: 95,
  peakRssMb: { embedded: 600, postgres: 400 },
};

/** Nearest-rank percentile of an ascending array (0 when empty). */
export function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

/** Median of the numbers given (mean of the middle two for an even count); null when none. */
export function median(values) {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * Adds `vsStatic`, `vsRobots`, `vsHome` (requests/s relative to each reference row) and
 * `p99VsRobots` to every row. A missing or zero reference gives null, never Infinity.
 */
export function withRatios(rows, { staticPath, robotsPath, homePath }) {
  const ref = (p) => rows.find((r) => r.path === p && !r.variant);
  const div = (a, b) => (b && Number.isFinite(a) ? a / b : null);
  const [st, robots, home] = [ref(staticPath), ref(robotsPath), ref(homePath)];
  return rows.map((r) => ({
    ...r,
    vsStatic: div(r.requestsPerSecond, st?.requestsPerSecond),
    vsRobots: div(r.requestsPerSecond, robots?.requestsPerSecond),
    vsHome: div(r.requestsPerSecond, home?.requestsPerSecond),
    p99VsRobots: div(r.p99, robots?.p99),
  }));
}

/**
 * One verdict per goal row: rows marked `goal: 'home'` need vsRobots ≥ 0.8, rows marked
 * `goal: 'cached'` need vsRobots ≥ 0.6 and p99 ≤ 2 × robots' p99. A row with answers other than
 * 2xx (a redirect from an address that moved, errors) meets neither: its speed is not the page's.
 */
export function throughputVerdicts(rows) {
  const out = [];
  for (const r of rows) {
    const answered = !(r.non2xx > 0);
    if (r.goal === 'home')
      out.push({
        what: `${r.path} vs robots`,
        value: r.vsRobots,
        goal: `≥ ${GOALS.homeVsRobots}`,
        met: answered && (r.vsRobots ?? 0) >= GOALS.homeVsRobots,
      });
    if (r.goal === 'cached') {
      out.push({
        what: `${r.path} vs robots`,
        value: r.vsRobots,
        goal: `≥ ${GOALS.cachedVsRobots}`,
        met: answered && (r.vsRobots ?? 0) >= GOALS.cachedVsRobots,
      });
      out.push({
        what: `${r.path} p99 vs robots' p99`,
        value: r.p99VsRobots,
        goal: `≤ ${GOALS.cachedP99VsRobots}`,
        met: answered && r.p99VsRobots !== null && r.p99VsRobots <= GOALS.cachedP99VsRobots,
      });
    }
  }
  return out;
}

/** Median score, LCP and TBT of repeated Lighthouse runs of one page (runs that failed are skipped). */
export function lighthouseSummary(runs) {
  const ok = runs.filter((r) => r && typeof r.score === 'number');
  return {
    runs: ok.length,
    score: median(ok.map((r) => r.score)),
    lcpMs: median(ok.map((r) => r.lcpMs)),
    tbtMs: median(ok.map((r) => r.tbtMs)),
  };
}

/**
 * Product page addresses from a sitemap's <loc> entries (`/product/{id}/{slug}`, every locale), as
 * site-relative paths, without duplicates. A bare `/product/{id}` is left out: it answers 308 to the
 * slug address, so requesting it times a redirect, not a render.
 */
export function productPaths(sitemapXml) {
  const paths = new Set();
  for (const m of sitemapXml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const p = new URL(m[1].trim()).pathname;
    if (/^(?:\/(?:id|zh-CN))?\/product\/\d+\/[^/]+$/.test(p)) paths.add(p);
  }
  return [...paths];
}

/**
 * The uncached-render goal. Only pages that answered 200 count as measured renders: a pass that
 * meant to measure none, or measured fewer than it meant to (redirects, errors), is NOT met,
 * whatever its p95 (an empty pass has a p95 of 0 and would otherwise pass on nothing).
 */
export function uncachedVerdict({ intended, pages, p95, connections }) {
  const complete = intended > 0 && pages === intended;
  return {
    what: `uncached product render p95 (${pages} of ${intended} pages rendered, ${connections} conn.)`,
    goal: `≤ ${GOALS.uncachedP95Ms} ms`,
    complete,
    met: complete && p95 <= GOALS.uncachedP95Ms,
  };
}
