#!/usr/bin/env node
// `npm start`: the production server as the Dockerfile runs it, the server entry (server.mjs) in
// the build's standalone folder (`output: 'standalone'`). It puts `public/` and the build's static
// files next to it (Next leaves them out of the standalone folder, for a CDN to serve), then starts
// that server in this process. package.json runs this file with the memory flag
// (`--max-old-space-size`: it must be given to node itself) and MALLOC_ARENA_MAX=2 (read by glibc
// when the process starts).
//   NEXT_DIST_DIR  the build folder (default .next, as for `npm run build`)
//   KEEP_ALIVE_TIMEOUT  idle connection lifetime in ms (default 65000, above a proxy's 60 s)
//   PORT, HOSTNAME the address (default 3000 on every IPv4 interface, as the standalone server does;
//                  HOSTNAME=:: for IPv6 too), or `npm start -- -p 4000 -H 127.0.0.1`
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { addressFromArgs, prepareStandalone } from './lib/standalone-start.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');

async function main() {
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  const dir = prepareStandalone(ROOT, distDir);
  Object.assign(process.env, addressFromArgs(process.argv.slice(2), process.env));
  process.env.NEXT_DIST_DIR = distDir;
  // SIGTERM and Ctrl-C close the database before the exit (lib/server-shutdown.ts), as in the image.
  process.env.NEXT_MANUAL_SIG_HANDLE ??= 'true';
  // Idle connections outlive a proxy's (60 s in nginx and Varnish), so a proxy never sends a request
  // on a connection the server is closing (README, KEEP_ALIVE_TIMEOUT). An empty value counts as unset.
  process.env.KEEP_ALIVE_TIMEOUT ||= '65000';
  // The entry changes into its own folder and reads its build there.
  const { startSiteServer } = await import(pathToFileURL(path.join(dir, 'server.mjs')).href);
  await startSiteServer();
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
