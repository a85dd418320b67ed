// `npm run bench`'s last pass: the site search again after 10,000 generated products were added
// (scripts/bench-search-products.ts), p50/p95/p99 at the bench's connection count. The server is
// stopped for the insert: the embedded database admits one process at a time.
import { SEARCH_BENCH_URLS } from '../bench-urls.mjs';
import { measure } from './measure.mjs';
import { log, runTsScript } from './server.mjs';

export const GENERATED_PRODUCTS = 10_000;

/** Stops the server, adds the products, starts it again through `restart`, measures every search URL. */
export async function searchPass(base, { env, stop, restart, connections, duration }) {
  await stop();
  const { code } = await runTsScript('bench-search-products.ts', [String(GENERATED_PRODUCTS)], {
    env: { ...env, NODE_ENV: 'development' },
  });
  if (code !== 0) throw new Error(`bench-search-products.ts failed (exit ${code})`);
  await restart();
  const rows = [];
  for (const target of SEARCH_BENCH_URLS) {
    for (let i = 0; i < 5; i++) await fetch(base + target.path);
    log(`autocannon ${target.path} with ${GENERATED_PRODUCTS} more products (${connections} connections, ${Math.max(duration, 20)} s)`);
    // At least 20 s: with 10,000 products more a search can take seconds, and a run that ends before
    // its first answer would report nothing.
    const load = await measure(base + target.path, { connections, duration: Math.max(duration, 20) });
    rows.push({ ...target, products: `seed + ${GENERATED_PRODUCTS}`, ...load });
  }
  return rows;
}

/** The pass's table, one line per URL. */
export function printSearchPass(rows) {
  console.log(`\nsearch with ${GENERATED_PRODUCTS} generated products more (latency in ms):`);
  for (const r of rows) {
    const line = `  ${r.label.padEnd(42)} p50 ${String(r.p50).padStart(5)}  p95 ${String(r.p95).padStart(5)}  p99 ${String(r.p99).padStart(5)}`;
    console.log(`${line}  ${r.requestsPerSecond.toFixed(1)} req/s  ${r.non2xx} non-2xx  ${r.errors} errors`);
  }
}
