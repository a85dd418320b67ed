// Which browser the test lanes drive (the harness scripts and playwright.config.ts).
import fs from 'node:fs';

export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser the test lanes drive: CHROME_PATH, else Debian's `chromium-headless-shell` (Chromium's
 * own headless build, the one Playwright runs headless by default: about a third less CPU per journey
 * than the full browser on 2 cores, docs/decisions/074), else the full `chromium`. `{ full: true }`
 * skips the shell (Lighthouse drives a full browser with --headless=new). Null when none is installed.
 */
export function findChromium({ full = false } = {}, exists = fs.existsSync) {
  const candidates = [
    process.env.CHROME_PATH,
    ...(full ? [] : [HEADLESS_SHELL]),
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ];
  return candidates.find((c) => c && exists(c)) ?? null;
}

export const CHROMIUM_HELP =
  'No Chromium found (looked at CHROME_PATH, /usr/bin/chromium-headless-shell, /usr/bin/chromium, /usr/bin/chromium-browser, /usr/bin/google-chrome).\n' +
  '  Install it with:  sudo apt-get install -y chromium-headless-shell chromium   (Debian/Ubuntu)\n' +
  '  or point CHROME_PATH at a Chrome/Chromium binary. (.ci/run installs it automatically.)';
