#!/usr/bin/env node
// The ONE list of the Debian packages the test lanes need, used by `npm test` (scripts/test.mjs,
// for the lanes it is about to run) and by .ci/run (all of them). As root (or with passwordless
// sudo) missing ones are installed with apt-get; otherwise the exact command is printed and the
// caller stops, since a lane that silently skips is a lane nobody ran.
//   node scripts/setup/system-packages.mjs --install [--lanes=e2e,scale-out]
//   node scripts/setup/system-packages.mjs --check   (exit 1 and the command to run when one is missing)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { HEADLESS_SHELL } from '../lib/browser.mjs';

const onPath = (name) =>
  (process.env.PATH ?? '')
    .split(path.delimiter)
    .concat(['/usr/sbin', '/sbin'])
    .some((dir) => dir && fs.existsSync(path.join(dir, name)));
const hasPostgres = () => {
  try {
    return fs.readdirSync('/usr/lib/postgresql').some((v) => fs.existsSync(`/usr/lib/postgresql/${v}/bin/initdb`));
  } catch {
    return false;
  }
};
// The lanes drive Debian's headless shell (scripts/lib/browser.mjs); the full browser is for Lighthouse
// (npm run bench) and for looking at a page by hand. CHROME_PATH set: that browser is used instead.
const hasChromium = () => !!process.env.CHROME_PATH || [HEADLESS_SHELL, '/usr/bin/chromium'].every((c) => fs.existsSync(c));

/** What each lane needs: `present` says whether it is there, `apt` the Debian packages that bring it. */
export const SYSTEM_PACKAGES = [
  {
    what: 'Chromium (browser lanes: its headless shell; the full browser for Lighthouse)',
    apt: ['chromium-headless-shell', 'chromium', 'fonts-liberation'],
    present: hasChromium,
    lanes: ['e2e', 'prod-rehearsal', 'scale-out', 'cdn', 'durability', 'full-disk', 'edge-rehearsal', 'image'],
  },
  {
    what: 'PostgreSQL server binaries',
    apt: ['postgresql'],
    present: hasPostgres,
    lanes: ['int-postgres', 'prod-rehearsal', 'scale-out', 'cdn', 'edge-rehearsal'],
  },
  { what: 'Java (Nu Html Checker)', apt: ['default-jre-headless'], present: () => onPath('java'), lanes: ['e2e'] },
  { what: 'redis-server', apt: ['redis-server'], present: () => onPath('redis-server'), lanes: ['scale-out', 'cdn'] },
  { what: 'nginx (caching proxy, load balancer)', apt: ['nginx'], present: () => onPath('nginx'), lanes: ['scale-out', 'cdn'] },
  { what: 'Varnish (caching proxy)', apt: ['varnish'], present: () => onPath('varnishd'), lanes: ['scale-out', 'cdn'] },
  {
    what: 'mkfs.ext4 and xfs_io (the power-loss journeys cut the power of a loop-mounted ext4 disk)',
    apt: ['e2fsprogs', 'xfsprogs'],
    present: () => onPath('mkfs.ext4') && onPath('xfs_io'),
    lanes: ['durability'],
  },
];

/** The entries missing for these lanes (all lanes when `lanes` is null). */
export function missingFor(lanes, packages = SYSTEM_PACKAGES) {
  return packages.filter((p) => (!lanes || p.lanes.some((l) => lanes.includes(l))) && !p.present());
}

export const installCommand = (missing) => `apt-get install -y --no-install-recommends ${missing.flatMap((p) => p.apt).join(' ')}`;

function sudoPrefix() {
  if (process.getuid?.() === 0) return [];
  const probe = spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' });
  return probe.status === 0 ? ['sudo', '-n'] : null;
}

/**
 * Installs what `lanes` need and lacks. Returns true when everything is there afterwards; false
 * (after printing what to install) when it cannot install: not root, no sudo, no apt-get, or apt failed.
 */
export function ensureSystemPackages(lanes, { install = true, packages = SYSTEM_PACKAGES } = {}) {
  const missing = missingFor(lanes, packages);
  if (!missing.length) return true;
  const list = missing.map((p) => `  - ${p.what}: ${p.apt.join(' ')}`).join('\n');
  const prefix = install ? sudoPrefix() : null;
  const canApt = fs.existsSync('/usr/bin/apt-get');
  if (!prefix || !canApt) {
    console.error(
      `[setup] missing system packages for the selected lanes:\n${list}\n` +
        `  Install them (as root, Debian/Ubuntu):  ${installCommand(missing)}\n` +
        '  or leave those lanes out with --skip=<lane>.',
    );
    return false;
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args) => {
    const [cmd, ...rest] = [...prefix, 'apt-get', ...args];
    return spawnSync(cmd, rest, { stdio: ['ignore', 'inherit', 'inherit'], env });
  };
  console.log(`[setup] installing:\n${list}`);
  if (apt(['update']).status !== 0 || apt(['install', '-y', '--no-install-recommends', ...missing.flatMap((p) => p.apt)]).status !== 0) {
    console.error(`[setup] apt-get failed; install them by hand:  ${installCommand(missing)}`);
    return false;
  }
  const still = missingFor(lanes, packages);
  if (still.length) console.error(`[setup] still missing after apt-get: ${still.map((p) => p.what).join(', ')}`);
  return still.length === 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const lanesArg = process.argv.find((a) => a.startsWith('--lanes='));
  const lanes = lanesArg ? lanesArg.slice('--lanes='.length).split(',').filter(Boolean) : null;
  const install = process.argv.includes('--install');
  if (!install && !process.argv.includes('--check')) {
    console.error('usage: node scripts/setup/system-packages.mjs --install|--check [--lanes=a,b]');
    process.exit(2);
  }
  process.exit(ensureSystemPackages(lanes, { install }) ? 0 : 1);
}
