import { afterEach, describe, expect, it, vi } from 'vitest';
import { PGlite as pgliteStub } from '../workers/pglite-unavailable';
import sharpStub, { SHARP_UNAVAILABLE } from '../workers/sharp-unavailable';

// next.config.ts reads BUILD_TARGET when it is loaded: load a fresh copy per case.
async function loadConfig(target: string | undefined) {
  vi.resetModules();
  vi.stubEnv('BUILD_TARGET', target ?? '');
  const { default: config } = await import('../next.config');
  return config('phase-development-server');
}

afterEach(() => void vi.unstubAllEnvs());

describe('the Workers build (BUILD_TARGET=workers)', () => {
  it('resolves sharp and PGlite to modules that refuse clearly (workerd cannot load them; admin pages failed at load)', async () => {
    const config = await loadConfig('workers');
    expect(config.serverExternalPackages).toEqual(['postgres']);
    // (next-intl's plugin adds its own alias beside these)
    expect(config.turbopack?.resolveAlias).toMatchObject({
      sharp: './workers/sharp-unavailable.ts',
      '@electric-sql/pglite': './workers/pglite-unavailable.ts',
    });
    expect(() => sharpStub()).toThrow(SHARP_UNAVAILABLE);
    expect(() => pgliteStub.create()).toThrow(/not available on the Cloudflare Workers host/);
  });

  it('leaves the Node build as it was', async () => {
    const config = await loadConfig(undefined);
    expect(config.serverExternalPackages).toEqual(['@electric-sql/pglite', 'sharp', 'postgres']);
    expect(config.turbopack?.resolveAlias).not.toHaveProperty('sharp');
    expect(config.turbopack?.resolveAlias).not.toHaveProperty('@electric-sql/pglite');
  });
});
