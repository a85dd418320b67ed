// Where `npm run dev` keeps what it can reuse from one fresh DATA_DIR to the next: the rendered seed
// photos and an empty PGlite cluster. Both live in the user's cache folder (like the Node 24 that
// scripts/setup/node.mjs fetches), so they survive a reboot (the old default, the system's temp
// folder, often does not) and are shared by every clone of the project on the machine.
import path from 'node:path';

/** The project's cache folder: $XDG_CACHE_HOME/packaging-site, else ~/.cache/packaging-site. */
export function devCacheBase(env, home) {
  return path.join(env.XDG_CACHE_HOME || path.join(home, '.cache'), 'packaging-site');
}

/**
 * Cache settings for the dev server, unless the environment already sets them. The photo folder
 * name carries the render format version of lib/start-up/seed/photos.ts; the template folder carries
 * the PGlite version, because another PGlite may not open a cluster made by this one.
 */
export function devCacheEnv(env, home, pgliteVersion) {
  const base = devCacheBase(env, home);
  return {
    SEED_PHOTO_CACHE_DIR: env.SEED_PHOTO_CACHE_DIR || path.join(base, 'seed-photos-v1'),
    PGLITE_TEMPLATE_DIR: env.PGLITE_TEMPLATE_DIR || path.join(base, `pglite-${pgliteVersion}-empty`),
  };
}
