import { describe, expect, it, vi } from 'vitest';
import { ensureSystemPackages, missingFor, SYSTEM_PACKAGES, type SystemPackage } from './system-packages.mjs';

const fake = (what: string, present: boolean, lanes: string[]): SystemPackage => ({
  what,
  apt: [`pkg-${what}`],
  present: () => present,
  lanes,
});

describe('system packages of the test lanes', () => {
  it('lists what .ci/run installed before: chromium, fonts, postgresql, java, redis, nginx and varnish', () => {
    const apt = SYSTEM_PACKAGES.flatMap((p) => p.apt);
    for (const name of [
      'chromium-headless-shell',
      'chromium',
      'fonts-liberation',
      'postgresql',
      'default-jre-headless',
      'redis-server',
      'nginx',
      'varnish',
    ]) {
      expect(apt).toContain(name);
    }
  });

  it('asks only for what the selected lanes need', () => {
    const list = [fake('a', false, ['e2e']), fake('b', false, ['scale-out']), fake('c', true, ['e2e'])];
    expect(missingFor(['e2e'], list).map((p) => p.what)).toEqual(['a']);
    expect(missingFor(['unit'], list)).toEqual([]);
    expect(missingFor(null, list).map((p) => p.what)).toEqual(['a', 'b']);
  });

  it('without installing, prints the exact apt-get command and reports failure', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const ok = ensureSystemPackages(['e2e'], { install: false, packages: [fake('a', false, ['e2e']), fake('b', false, ['e2e'])] });
      expect(ok).toBe(false);
      expect(errors.mock.calls.flat().join('\n')).toContain('apt-get install -y --no-install-recommends pkg-a pkg-b');
    } finally {
      errors.mockRestore();
    }
  });
});
