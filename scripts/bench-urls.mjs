// The pages `npm run bench` measures, side by side. `page: false` marks non-HTML responses (no
// client-JS size). `goal` marks the rows with a public-page performance target (scripts/lib/bench-stats.mjs):
// 'home' ≥ 0.8× robots.txt, 'cached' ≥ 0.6× robots.txt with p99 ≤ 2× robots'.
// `headers` + `variant`: the same URL measured once more under other request headers.
/**
 * The site search (rendered per request, never cached): a broad English word, Chinese, Indonesian, a
 * code prefix, and two Chinese searches whose words are apart in the names they find (牛皮纸袋 in
 * 牛皮纸扭绳手提袋, 磁吸盒 in 磁吸礼盒: docs/decisions/082-chinese-search.md).
 */
export const SEARCH_BENCH_URLS = [
  { path: '/search?q=box', label: 'search "box" (per request)' },
  { path: `/zh-CN/search?q=${encodeURIComponent('礼盒')}`, label: 'search 礼盒 zh-CN (per request)' },
  { path: '/id/search?q=kado', label: 'search "kado" id (per request)' },
  { path: '/search?q=HB-', label: 'search code prefix "HB-" (per request)' },
  { path: `/zh-CN/search?q=${encodeURIComponent('牛皮纸袋')}`, label: 'search 牛皮纸袋 zh-CN (per request)' },
  { path: `/zh-CN/search?q=${encodeURIComponent('磁吸盒')}`, label: 'search 磁吸盒 zh-CN (per request)' },
];

export const BENCH_URLS = [
  { path: '/', label: 'home en (prerendered)', goal: 'home' },
  { path: '/id', label: 'home id' },
  { path: '/zh-CN', label: 'home zh-CN' },
  { path: '/login', label: 'login' },
  { path: '/api/health', label: 'health API', page: false },
  { path: '/category/6/hardbox', label: 'category Hardbox (cached)', goal: 'cached' },
  // Forced through middleware (a GET with a Content-Length matches its body matcher): what every
  // public page paid before public pages skipped middleware.
  {
    path: '/category/6/hardbox',
    label: 'category Hardbox through middleware',
    variant: 'middleware',
    headers: { 'content-length': '0' },
    page: false,
  },
  { path: '/id/category/42/tas-kertas', label: 'category Paper Bag id (cached)' },
  { path: '/product/1/rigid-magnetic-gift-box', label: 'product 1 (cached)', goal: 'cached' },
  { path: '/zh-CN/product/2/gao-dang-tian-di-gai-li-he', label: 'product 2 zh-CN (cached)' },
  { path: '/sitemap.xml', label: 'sitemap', page: false },
  { path: '/blog', label: 'blog list (cached)', goal: 'cached' },
  { path: '/id/blog', label: 'blog list id (cached)' },
  { path: '/blog/hardbox-vs-softbox-choosing-the-right-box', label: 'blog article (cached)', goal: 'cached' },
  { path: '/blog/rss.xml', label: 'blog RSS feed', page: false },
  { path: '/api/og/product/zh-CN/2', label: 'share card product 2 zh-CN (cached PNG)', page: false },
  ...SEARCH_BENCH_URLS,
];

/** The static file served by the same server that every URL is compared with. */
export const STATIC_BASELINE = { path: '/logo.svg', label: 'static file (public/logo.svg)', page: false };

/** Next's floor: a prerendered route that middleware never ran for (before or after public pages skipped it). */
export const ROBOTS_BASELINE = { path: '/robots.txt', label: 'robots.txt (prerendered, Next floor)', page: false };

/** The pages of the Lighthouse pass (mobile, three runs each, median). */
export const LIGHTHOUSE_PAGES = [
  { path: '/', label: 'home' },
  { path: '/category/6/hardbox', label: 'category' },
  { path: '/product/1/rigid-magnetic-gift-box', label: 'product' },
  { path: '/blog', label: 'blog list' },
  { path: '/blog/hardbox-vs-softbox-choosing-the-right-box', label: 'article' },
];
