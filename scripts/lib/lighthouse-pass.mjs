// The Lighthouse pass of `npm run bench`: mobile (Lighthouse's default form factor and simulated
// throttling), performance only, through Debian's Chromium, N runs per page, median score/LCP/TBT.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { lighthouseSummary } from './bench-stats.mjs';
import { findChromium, log } from './server.mjs';

/** One Lighthouse run; null (and a log line) when it produced no score. */
async function runOnce(url, port) {
  try {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const lhr = result?.lhr;
    const score = lhr?.categories?.performance?.score;
    if (typeof score !== 'number') {
      log(`lighthouse ${url}: no score (${lhr?.runtimeError?.message ?? 'unknown error'})`);
      return null;
    }
    return {
      score: Math.round(score * 100),
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? null,
      tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? null,
    };
  } catch (error) {
    log(`lighthouse ${url}: ${error instanceof Error ? error.message : error}`);
    return null;
  }
}

/** `pages`: [{ path, label }]. Returns one summary per page, with every run kept. */
export async function lighthousePass(base, pages, { runs = 3 } = {}) {
  const chromePath = findChromium({ full: true });
  if (!chromePath) {
    log('lighthouse: no Chromium found (set CHROME_PATH or install Debian chromium); pass skipped');
    return [];
  }
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  const out = [];
  try {
    for (const page of pages) {
      const results = [];
      for (let i = 0; i < runs; i++) {
        log(`lighthouse ${page.path} (run ${i + 1}/${runs})`);
        results.push(await runOnce(base + page.path, chrome.port));
      }
      out.push({ ...page, ...lighthouseSummary(results), all: results });
    }
  } finally {
    await chrome.kill();
  }
  return out;
}
