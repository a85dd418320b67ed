// The current request's identity on hosts that forbid sharing sockets between requests. The
// OpenNext Worker keeps each request's { env, ctx } in an AsyncLocalStorage exposed under this
// global symbol (a fresh object per request); elsewhere (the Node server, tests) it is undefined
// and the process-wide pool is used.
const CLOUDFLARE_CONTEXT = Symbol.for('__cloudflare-context__');

/** An object unique to the request being served, or undefined outside a Worker request. */
export function currentRequestScope(): object | undefined {
  const scope = (globalThis as Record<symbol, unknown>)[CLOUDFLARE_CONTEXT];
  return typeof scope === 'object' && scope !== null ? scope : undefined;
}
