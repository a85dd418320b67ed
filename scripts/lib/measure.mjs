// Load measurement (autocannon) and client-JS size of a page.
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import { percentile } from './bench-stats.mjs';

/**
 * Runs autocannon against one URL. Latency percentiles are computed from every response time
 * (autocannon's own summary has no p95).
 */
export async function measure(url, { connections = 10, duration = 10, headers = {} } = {}) {
  const times = [];
  const instance = autocannon({ url, connections, duration, headers });
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await instance;
  times.sort((a, b) => a - b);
  const ok = result['2xx'] ?? 0;
  return {
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    non2xx: result.non2xx ?? 0,
    errors: (result.errors ?? 0) + (result.timeouts ?? 0),
    ok,
    throughputKBps: result.throughput.average / 1024,
  };
}

/**
 * Script URLs a modern browser loads for a page (script src and preloaded scripts), absolute.
 * `noModule` scripts (Next's legacy polyfills, ~40 kB gz) are skipped: browsers with ES modules,
 * i.e. every browser the site supports, never download them.
 */
export function scriptUrls(html, pageUrl) {
  const urls = new Set();
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)) {
    if (/\bnomodule\b/i.test(m[0])) continue;
    urls.add(m[1]);
  }
  for (const m of html.matchAll(/<link\b[^>]*\brel="(?:preload|modulepreload)"[^>]*>/g)) {
    const tag = m[0];
    if (!/\bas="script"/.test(tag) && !/modulepreload/.test(tag)) continue;
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (href) urls.add(href);
  }
  return [...urls].map((u) => new URL(u.replace(/&amp;/g, '&'), pageUrl).toString());
}

/** Sum of the gzipped sizes (zlib level 9) of the scripts a page loads. */
export async function clientJs(pageUrl) {
  const response = await fetch(pageUrl);
  const html = await response.text();
  const urls = scriptUrls(html, pageUrl);
  let raw = 0;
  let gzip = 0;
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    raw += body.length;
    gzip += zlib.gzipSync(body, { level: 9 }).length;
  }
  return { scripts: urls.length, rawKB: raw / 1024, gzipKB: gzip / 1024, htmlGzipKB: zlib.gzipSync(html, { level: 9 }).length / 1024 };
}
