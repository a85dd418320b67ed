// The uncached-render pass of `npm run bench`: product pages no request has rendered yet since the
// server started with an empty route cache (what every product page is right after a write expired
// its `item:{id}` tag), requested once each by `connections` concurrent clients. Each is a real
// first render (generateStaticParams → [], so Next renders on the first request and caches the
// result). Latency of each render, p50/p95/max; `pages` counts only answers 200 (a redirect or an
// error is no render), `intended` the paths it was given (bench-stats.mjs uncachedVerdict).
import { percentile, productPaths } from './bench-stats.mjs';

/** The product addresses (with their slugs) of the sitemap minus `exclude` (pages already requested). */
export async function unrenderedProducts(base, exclude = []) {
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const skip = new Set(exclude);
  return productPaths(sitemap).filter((p) => !skip.has(p));
}

/** Requests every path once over `connections` concurrent clients; latency percentiles. */
export async function uncachedPass(base, paths, { connections = 10 } = {}) {
  const queue = [...paths];
  const times = [];
  const statuses = new Map();
  let misses = 0;
  const worker = async () => {
    while (queue.length) {
      const p = queue.shift();
      const started = performance.now();
      const response = await fetch(base + p, { redirect: 'manual' });
      await response.arrayBuffer();
      if (response.status === 200) times.push(performance.now() - started);
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      if (response.headers.get('x-nextjs-cache') !== 'HIT') misses += 1;
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  times.sort((a, b) => a - b);
  return {
    intended: paths.length,
    pages: times.length,
    connections,
    misses,
    statuses: Object.fromEntries(statuses),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: times.at(-1) ?? 0,
  };
}
