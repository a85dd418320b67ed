import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { localeRewrites } from './lib/i18n/locale-rewrites';
import { buildCsp, staticCspSource } from './lib/security/csp';
import { LOCALE_PREFIXES } from './lib/security/body-limits.mjs';
import { buildSiteUrlProblem } from './lib/seo/site-url';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const isDev = process.env.NODE_ENV !== 'production';
// `npm run build:cloudflare` sets BUILD_TARGET=workers: the two native/disk-bound libraries resolve to
// modules that refuse with a clear message (workers/), and are bundled rather than left external.
const forWorkers = process.env.BUILD_TARGET === 'workers';
// The browser never talks to Supabase: photos are same-origin (/storage/itemphotos, streamed from
// Storage by the app) and Auth runs on the server, so no Supabase origin is needed here (it would be
// frozen into the build while the Supabase settings are read at run time).

// Admin pages and sign-in get their Content-Security-Policy from middleware, built per request
// (nonces). This one covers everything middleware does not see: the public pages (they
// skip middleware), api/, _next/, storage/ and public files; middleware's header replaces it where
// it runs. Same directives as middleware's nonce-less policy (without a Supabase origin: see above).
const csp = buildCsp({ dev: isDev });

const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
  ...(isDev ? [] : [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' }]),
];

// Memory: the server's working set stays bounded (docs/decisions/036-memory-bounds.md).
// Route modules load on first use, not all at start; the image optimiser runs one libvips thread
// and keeps no operation cache (each thread holds its own buffers; photos are resized once, then
// served from the optimiser's disk cache).
const memoryBounds = {
  preloadEntriesOnStart: false,
  imgOptConcurrency: 1,
  imgOptOperationCache: false,
} as const;

const nextConfig: NextConfig = {
  // Separate build folders let the e2e and bench harnesses build without clobbering each other.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // The deployable artifact: `<distDir>/standalone/server.js` with only the traced node_modules (see
  // Dockerfile; the prod-rehearsal lane runs exactly that). `next start` still serves the build too.
  output: 'standalone',
  // IMPORTANT: PGlite ships WASM and data files that must not be bundled.
  serverExternalPackages: forWorkers ? ['postgres'] : ['@electric-sql/pglite', 'sharp', 'postgres'],
  ...(forWorkers
    ? {
        turbopack: {
          resolveAlias: {
            sharp: './workers/sharp-unavailable.ts',
            '@electric-sql/pglite': './workers/pglite-unavailable.ts',
            '@electric-sql/pglite/contrib/pg_trgm': './workers/pglite-unavailable.ts',
          },
        },
      }
    : {}),
  // Without it `next start -H 127.0.0.1` and next-intl's rewrite of unprefixed URLs loop (307 to itself).
  skipProxyUrlNormalize: true,
  poweredByHeader: false,
  // Next would hash every page's HTML in JavaScript on each response to make its ETag (10–13 % of the
  // CPU per cached page); the page caches give each entry its ETag once (lib/cache/entry-etag.cjs) and
  // lib/http/cache-headers.ts answers the 304s. Public files keep Last-Modified for revalidation.
  generateEtags: false,
  // The page cache (ISR pages, route handlers, unstable_cache data) through the public cache-handler
  // interface (lib/cache/cache-handler.cjs): in memory, at most cacheMaxMemorySize, or with REDIS_URL
  // set at run time shared by several instances through Redis; never a 404.
  cacheHandler: path.join(process.cwd(), 'lib', 'cache', 'cache-handler.cjs'),
  cacheMaxMemorySize: 50 * 1024 * 1024,
  // The SITE_URL this build's prerendered pages carry; a production server refuses to start with
  // another one (instrumentation.ts).
  env: { BUILD_SITE_URL: process.env.SITE_URL ?? '' },
  // The test harnesses (scripts/e2e.mjs, scripts/bench.mjs) build with NEXT_SKIP_TYPECHECK=1: `npm test`
  // type-checks in its own lane first, and a second check inside every build costs time on 2 cores.
  typescript: { ignoreBuildErrors: process.env.NEXT_SKIP_TYPECHECK === '1' },
  // The server entry (server.mjs) and the body guard it imports run outside the build (Node loads
  // them as they are), so the standalone folder gets them from here.
  // The photo codec's WebAssembly files (IMAGE_CODEC=wasm) are read from node_modules at run time
  // (lib/images/wasm-modules.ts), so the tracer cannot see them either.
  outputFileTracingIncludes: {
    '/**': [
      './lib/db/migrations/*.sql',
      './server.mjs',
      './lib/security/body-guard.mjs',
      './lib/security/body-limits.mjs',
      './node_modules/@jsquash/{jpeg,png,webp,resize}/**/*.wasm',
      // PGlite's pg_trgm (the site search's indexes), loaded from a path the tracer cannot see.
      './node_modules/@electric-sql/pglite/dist/pg_trgm.tar.gz',
      // Noto Sans SC, one font for Latin and Chinese (lib/fonts/noto-sans-sc.ts): the share cards and the
      // quotation PDFs read two of the package's nine weights from node_modules at run time.
      './node_modules/@expo-google-fonts/noto-sans-sc/{400Regular,700Bold}/*.ttf',
    ],
  },
  images: {
    formats: ['image/avif', 'image/webp'],
    qualities: [75, 80],
    // Every width listed here is one candidate in each photo's srcset (and its preload link): with
    // Next's 15 default widths, srcsets were two fifths of a product page's markup. Seven widths still give each layout a close match, from a thumbnail to a
    // full-width photo on a phone at 3x (1200) or a desktop screen (1920). Keep 640: scripts/image.mjs asks for it.
    deviceSizes: [640, 828, 1200, 1920],
    imageSizes: [128, 256, 384],
    localPatterns: [{ pathname: '/storage/**' }, { pathname: '/images/**' }, { pathname: '/placeholder.svg' }],
    minimumCacheTTL: 60 * 60 * 24 * 30,
  },
  experimental: {
    ...memoryBounds,
    // IMPORTANT: keep these two equal to ACTION_BODY_LIMIT in lib/security/body-limits.mjs (2 MB),
    // which the server's body guard applies by the headers before Next reads anything. No server
    // action carries a photo (they go to app/api/admin/uploads on their own); the largest body is
    // the product CSV import's file (≤ 2 MB, lib/catalog/csv/format.ts). Middleware buffers a body
    // only up to proxyClientMaxBodySize and silently truncates the rest, which would break an action.
    serverActions: { bodySizeLimit: '2mb' },
    proxyClientMaxBodySize: '2mb',
    // forbidden() + forbidden.tsx: the 'not allowed' page for admins who are not blog admins.
    authInterrupts: true,
  },
  async rewrites() {
    return localeRewrites();
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      // Not on admin pages and sign-in: middleware sends their nonce policy (staticCspSource).
      { source: staticCspSource(LOCALE_PREFIXES), headers: [{ key: 'Content-Security-Policy', value: csp }] },
    ];
  },
};

export default function config(phase: string): NextConfig {
  // `next typegen` (npm run typecheck) loads this file in the build phase too, but builds nothing.
  const building = phase === 'phase-production-build' && !process.argv.includes('typegen');
  const problem = building ? buildSiteUrlProblem(phase, process.env.SITE_URL) : null;
  if (problem) throw new Error(problem);
  return withNextIntl(nextConfig);
}
