// The arguments `npm run dev` gives `next dev`. Next listens on every interface by default, and the
// development admin password is a well-known default, so the dev server binds to loopback only
// unless HOST (or an explicit -H/--hostname) asks for another address, e.g. HOST=0.0.0.0 to try
// the site from a phone on the same network.
export const DEFAULT_DEV_HOST = '127.0.0.1';

/** `next dev` arguments for the given extra command-line arguments and environment. */
export function nextDevArgs(argv, env) {
  const explicit = argv.some((arg) => arg === '-H' || arg === '--hostname' || arg.startsWith('--hostname='));
  if (explicit) return ['dev', ...argv];
  return ['dev', '--hostname', env.HOST || DEFAULT_DEV_HOST, ...argv];
}
