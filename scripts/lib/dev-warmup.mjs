// After `next dev` starts, `npm run dev` requests the main pages once in the background, so that
// Turbopack compiles them (and Next's dev-only generateStaticParams worker runs) while the newcomer
// reads the terminal, not after they open the browser. A request for a page being compiled waits for
// that same compile, so the warm-up never makes the first visit slower than without it.
import { DEFAULT_DEV_HOST } from './dev-args.mjs';

/** In the order a visitor usually goes: the home page first. */
export const WARMUP_PATHS = ['/', '/product/1', '/category/6', '/login'];

function option(argv, short, long) {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === short || arg === long) return argv[i + 1];
    if (arg.startsWith(`${long}=`)) return arg.slice(long.length + 1);
  }
  return undefined;
}

/** The origin this process can reach `next dev` at, given its arguments (dev-args.mjs) and environment. */
export function warmupOrigin(argv, env) {
  const port = option(argv, '-p', '--port') ?? env.PORT ?? '3000';
  let host = option(argv, '-H', '--hostname') ?? env.HOST ?? DEFAULT_DEV_HOST;
  if (host === '0.0.0.0') host = '127.0.0.1'; // every interface: loopback is one of them
  if (host === '::' || host === '[::]') host = '::1';
  if (host.includes(':') && !host.startsWith('[')) host = `[${host}]`;
  return `http://${host}:${port}`;
}

/**
 * Requests each path once, one after the other (two at once only compete for the same cores).
 * Waits for the server to accept connections first, up to `timeoutMs`. Resolves with the time taken
 * and the paths that answered; never rejects (a failed warm-up only means a slower first visit).
 */
export async function warmUp(origin, paths, { fetchImpl = fetch, timeoutMs = 600_000, pauseMs = 300 } = {}) {
  const started = Date.now();
  const done = [];
  for (const p of paths) {
    for (;;) {
      try {
        const res = await fetchImpl(`${origin}${p}`, { redirect: 'manual', headers: { 'x-dev-warmup': '1' } });
        await res.arrayBuffer();
        done.push(p);
        break;
      } catch {
        // Not listening yet (or restarting): try again shortly.
        if (Date.now() - started > timeoutMs) return { ms: Date.now() - started, done };
        await new Promise((resolve) => setTimeout(resolve, pauseMs));
      }
    }
  }
  return { ms: Date.now() - started, done };
}
