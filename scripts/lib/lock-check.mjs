// Does `npm ci` accept the committed lock? `npm ci --dry-run` in a temporary copy of package.json and
// package-lock.json answers in about a second without the network and without touching node_modules,
// so a lock that drifted from package.json fails the lint lane instead of the Docker build's first step.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** { ok, output } for the package.json + package-lock.json in `dir`. */
export function checkLockInSync(dir) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pkg-lock-check-'));
  try {
    for (const file of ['package.json', 'package-lock.json']) fs.copyFileSync(path.join(dir, file), path.join(tmp, file));
    const result = spawnSync('npm', ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund'], {
      cwd: tmp,
      encoding: 'utf8',
      // The caller's NODE_ENV=production would hide dev dependencies from the comparison.
      env: { ...process.env, NODE_ENV: '', npm_config_omit: '' },
    });
    return { ok: result.status === 0, output: `${result.stdout ?? ''}${result.stderr ?? ''}` };
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

// `node scripts/lib/lock-check.mjs` (npm run lint): exit 1 with npm's explanation when out of sync.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const result = checkLockInSync(path.resolve(import.meta.dirname, '..', '..'));
  if (!result.ok) console.error(`npm ci would refuse package-lock.json:\n${result.output}`);
  process.exit(result.ok ? 0 : 1);
}
