/**
 * SITE_URL is part of every prerendered page (canonical and hreflang links, Open Graph URLs) and
 * those pages are rendered by `next build`. So a production build refuses to run without it, and
 * a production server refuses to start with a different value than its build had (the pages it
 * renders itself would otherwise disagree with the prerendered ones). Plain functions so that
 * next.config.ts and instrumentation.ts share them, and unit tests can reach them.
 */

export const BUILD_PHASE = 'phase-production-build';

const normalise = (value: string | undefined) => (value ?? '').trim().replace(/\/+$/, '');

/** The message `next build` stops with, or null. */
export function buildSiteUrlProblem(phase: string, siteUrl: string | undefined): string | null {
  if (phase !== BUILD_PHASE || normalise(siteUrl)) return null;
  return (
    'SITE_URL is not set. A production build writes it into every prerendered page (canonical and ' +
    'hreflang links, robots.txt, social cards): set it to the public origin, e.g. ' +
    'SITE_URL=https://www.example.com npm run build, and set the same value when starting the server.'
  );
}

/** The message a production server stops with at start, or null. */
export function startSiteUrlProblem(builtWith: string | undefined, runtime: string | undefined): string | null {
  const built = normalise(builtWith);
  if (!built || normalise(runtime) === built) return null;
  return (
    `SITE_URL at run time (${normalise(runtime) || 'not set'}) differs from the value this build was made with ` +
    `(${built}): prerendered pages would link to ${built}. Start with SITE_URL=${built}, or rebuild with the new value.`
  );
}
