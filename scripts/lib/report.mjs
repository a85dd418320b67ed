// Test counts from the JSON reports of Vitest and Playwright.
import fs from 'node:fs';

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Vitest's json reporter (Jest-compatible fields). */
export function countVitest(file) {
  const r = readJson(file);
  if (!r) return { passed: 0, failed: 0, skipped: 0 };
  return {
    passed: r.numPassedTests ?? 0,
    // A test file that fails to load has no failed test of its own: count it.
    failed: (r.numFailedTests ?? 0) + (r.numFailedTestSuites && !r.numFailedTests ? r.numFailedTestSuites : 0),
    skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0),
  };
}

/** Playwright's json reporter; null when there is no report (Playwright never ran). */
export function countPlaywright(file) {
  const r = readJson(file);
  if (!r?.stats) return null;
  const s = r.stats;
  return {
    passed: (s.expected ?? 0) + (s.flaky ?? 0),
    failed: (s.unexpected ?? 0) + (r.errors?.length && !s.unexpected ? 1 : 0),
    skipped: s.skipped ?? 0,
  };
}

/** `{ counts }` written by a lane script (load, image); null when there is none. */
export function readJsonCounts(file) {
  return readJson(file)?.counts ?? null;
}

/** `N passed, N failed` plus `, N skipped` when any. */
export function formatTotals({ passed, failed, skipped }) {
  return `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
}
