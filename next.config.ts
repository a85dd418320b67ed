import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const isDev = process.env.NODE_ENV !== 'production';
// The browser never talks to Supabase: photos are same-origin (/storage/itemphotos, streamed from
// Storage by the app) and Auth runs on the server, so no Supabase origin is needed here (it would be
// frozen into the build while the Supabase settings are read at run time).

// Public pages are cached and shared between visitors, so a per-request nonce is not possible:
// scripts are limited to this origin plus Next's inline bootstrap.
const csp = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${isDev ? " 'unsafe-eval'" : ''}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  `connect-src 'self'${isDev ? ' ws:' : ''}`,
  'frame-src https://www.google.com https://maps.google.com',
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
  ...(isDev ? [] : ['upgrade-insecure-requests']),
].join('; ');

const securityHeaders = [
  { key: 'Content-Security-Policy', value: csp },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
  ...(isDev ? [] : [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' }]),
];

const nextConfig: NextConfig = {
  // Separate build folders let the e2e and bench harnesses build without clobbering each other.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // The deployable artifact: `<distDir>/standalone/server.js` with only the traced node_modules (see
  // Dockerfile; the prod-rehearsal lane runs exactly that). `next start` still serves the build too.
  output: 'standalone',
  // IMPORTANT: PGlite ships WASM and data files that must not be bundled.
  serverExternalPackages: ['@electric-sql/pglite', 'sharp', 'postgres'],
  // Without it `next start -H 127.0.0.1` and next-intl's rewrite of unprefixed URLs loop (307 to itself).
  skipProxyUrlNormalize: true,
  poweredByHeader: false,
  // The test harnesses (scripts/e2e.mjs, scripts/bench.mjs) build with NEXT_SKIP_TYPECHECK=1: `npm test`
  // type-checks in its own lane first, and a second check inside every build costs time on 2 cores.
  typescript: { ignoreBuildErrors: process.env.NEXT_SKIP_TYPECHECK === '1' },
  outputFileTracingIncludes: { '/**': ['./lib/db/migrations/*.sql'] },
  images: {
    formats: ['image/avif', 'image/webp'],
    qualities: [75, 80],
    localPatterns: [{ pathname: '/storage/**' }, { pathname: '/images/**' }, { pathname: '/placeholder.svg' }],
    minimumCacheTTL: 60 * 60 * 24 * 30,
  },
  experimental: {
    // IMPORTANT: keep these two equal. A product save carries its photos (≤ 10 MB each, the form
    // allows ≤ 40 MB per save); middleware buffers request bodies only up to
    // proxyClientMaxBodySize (default 10 MB) and silently truncates the rest, which breaks the action.
    serverActions: { bodySizeLimit: '45mb' },
    proxyClientMaxBodySize: '45mb',
    // forbidden() + forbidden.tsx: the 'not allowed' page for admins who are not blog admins.
    authInterrupts: true,
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
};

export default withNextIntl(nextConfig);
