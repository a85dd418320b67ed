import { afterEach, describe, expect, it, vi } from 'vitest';
import { findChromium, HEADLESS_SHELL } from './browser.mjs';

const installed =
  (...paths: string[]) =>
  (p: string) =>
    paths.includes(p);

describe('the browser the test lanes drive', () => {
  afterEach(() => vi.unstubAllEnvs());

  it("prefers Debian's headless shell to the full browser", () => {
    vi.stubEnv('CHROME_PATH', '');
    expect(findChromium({}, installed(HEADLESS_SHELL, '/usr/bin/chromium'))).toBe(HEADLESS_SHELL);
  });

  it('falls back to the full chromium when the shell is missing, and says none when neither is there', () => {
    vi.stubEnv('CHROME_PATH', '');
    expect(findChromium({}, installed('/usr/bin/chromium'))).toBe('/usr/bin/chromium');
    expect(findChromium({}, installed())).toBeNull();
  });

  it('gives Lighthouse the full browser, never the shell', () => {
    vi.stubEnv('CHROME_PATH', '');
    expect(findChromium({ full: true }, installed(HEADLESS_SHELL, '/usr/bin/chromium'))).toBe('/usr/bin/chromium');
    expect(findChromium({ full: true }, installed(HEADLESS_SHELL))).toBeNull();
  });

  it('uses CHROME_PATH first when it exists', () => {
    vi.stubEnv('CHROME_PATH', '/opt/chrome/chrome');
    expect(findChromium({}, installed('/opt/chrome/chrome', HEADLESS_SHELL))).toBe('/opt/chrome/chrome');
  });
});
