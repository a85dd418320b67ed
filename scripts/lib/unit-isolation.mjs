// Which unit test files need a process of their own (docs/decisions/077). The unit files run one
// after another in one shared worker, which imports each module once for all of them: most of a
// file's cost in its own worker was the worker's start and the imports again. A file that changes
// what the next file in the same process would see runs in its own process instead (project
// `unit-isolated` in vitest.config.mts):
// - module mocks (`vi.mock`, `vi.doMock`, `vi.resetModules`): a module another file imported first
//   would stay the real one, or a mock would outlive its file;
// - the environment and globals (`vi.stubEnv`, `vi.stubGlobal`, `process.env.X =`, `delete process.env`)
//   and fake timers;
// - the process's database or storage (`setDbHandleForTests`, `setStorageForTests`);
// - Node itself: a prototype patched, a process listener;
// - a file whose heading says `// @own-process: <why>` (what it checks is the state of a fresh
//   process, e.g. that no other code has loaded a module yet).
// tests/unit-isolation.test.ts keeps the marker honest (a reason is given).
import fs from 'node:fs';
import path from 'node:path';
import { headingMarkerReason } from './heading-marker.mjs';

export const OWN_PROCESS_MARKER = '@own-process:';

/** What in a file's source changes the process for the files after it. */
const PROCESS_CHANGES = [
  /\bvi\.(mock|doMock|unmock|doUnmock|resetModules|stubEnv|stubGlobal|useFakeTimers)\(/,
  /\bprocess\.env\.[A-Za-z_]\w*\s*=[^=]/,
  /\bprocess\.env\[[^\]]+\]\s*=[^=]/,
  /\bdelete\s+process\.env\b/,
  /\bset(DbHandle|Storage)ForTests\(/,
  /\.prototype\.\w+\s*=[^=]/,
  /\bprocess\.(on|once|chdir|umask)\(/,
];

/** The unit test files under `root`, relative paths (the `unit` projects' include). */
export function unitFiles(root) {
  const nested = ['lib', 'components', 'app', 'tests', 'scripts'].flatMap((dir) =>
    fs.globSync('**/*.test.{ts,tsx}', { cwd: path.join(root, dir) }).map((file) => path.join(dir, file)),
  );
  const top = fs.existsSync(path.join(root, 'middleware.test.ts')) ? ['middleware.test.ts'] : [];
  return [...nested, ...top]
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => !file.endsWith('.int.test.ts') && !file.endsWith('.int.test.tsx'))
    .sort();
}

/** The reason a file gives for its own process, or null. */
export function ownProcessReason(source) {
  return headingMarkerReason(source, OWN_PROCESS_MARKER);
}

/** Why this source needs a process of its own, or null when it can share one. */
export function isolationReason(source) {
  const marked = ownProcessReason(source);
  if (marked !== null) return `marked: ${marked}`;
  const change = PROCESS_CHANGES.map((re) => re.exec(source)).find(Boolean);
  return change ? `changes the process: ${change[0].trim()}` : null;
}

/** The unit files that run in a process of their own, relative to `root`. */
export function isolatedUnitFiles(root) {
  return unitFiles(root).filter((file) => isolationReason(fs.readFileSync(path.join(root, file), 'utf8')) !== null);
}
