// The pages `npm run bench` measures, side by side. Later issues add their pages here
// (e.g. { path: '/blog', label: 'blog list' }). `page: false` marks non-HTML responses (no client-JS size).
// The static baseline (/logo.svg) and the prerendered home (/) are always measured as references.
export const BENCH_URLS = [
  { path: '/', label: 'home en (prerendered)' },
  { path: '/id', label: 'home id' },
  { path: '/zh-CN', label: 'home zh-CN' },
  { path: '/login', label: 'login' },
  { path: '/api/health', label: 'health API', page: false },
  { path: '/category/6', label: 'category Hardbox (cached)' },
  { path: '/id/category/42', label: 'category Paper Bag id (cached)' },
  { path: '/product/1', label: 'product 1 (cached)' },
  { path: '/zh-CN/product/2', label: 'product 2 zh-CN (cached)' },
  { path: '/sitemap.xml', label: 'sitemap', page: false },
  { path: '/blog', label: 'blog list (cached)' },
  { path: '/id/blog', label: 'blog list id (cached)' },
  { path: '/blog/hardbox-vs-softbox-choosing-the-right-box', label: 'blog article (cached)' },
  { path: '/blog/rss.xml', label: 'blog RSS feed', page: false },
];

/** The static file served by the same server that every URL is compared with. */
export const STATIC_BASELINE = { path: '/logo.svg', label: 'static file (public/logo.svg)', page: false };
