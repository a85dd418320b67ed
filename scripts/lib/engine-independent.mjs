// Which integration files run on one database engine only. The files whose subject is the SQL this
// app writes (queries, writes and their transactions, migrations, locks, constraints, concurrency)
// run on both PGlite and the throwaway PostgreSQL server. A file whose subject sits above the
// database (an action's guard matrix, a route's session check, a PDF, a mail, a file upload) goes
// through the same queries those files already prove on both engines, so a second run proves nothing
// more and costs a process start and a database copy per file. Such a file says so in its first lines:
//   // @engine-independent: <why, in a few words>
// and runs on one engine only (leavesOutEngineIndependent below, used by vitest.config.mts).
// tests/engine-independent.test.ts keeps the marker honest: a marked file gives a reason, and is not
// one of the SQL-subject files.
import fs from 'node:fs';
import path from 'node:path';
import { headingMarkerReason } from './heading-marker.mjs';

export const ENGINE_INDEPENDENT_MARKER = '@engine-independent:';

/** The integration test files under `root` (lib, components, app, tests, scripts), relative paths. */
export function integrationFiles(root) {
  return ['lib', 'components', 'app', 'tests', 'scripts'].flatMap((dir) =>
    fs
      .globSync('**/*.int.test.{ts,tsx}', { cwd: path.join(root, dir) })
      .map((file) => path.join(dir, file).split(path.sep).join('/'))
      .sort(),
  );
}

/** The reason a file gives for running on one engine, or null when it runs on both. */
export function engineIndependentReason(source) {
  return headingMarkerReason(source, ENGINE_INDEPENDENT_MARKER);
}

/**
 * Whether this integration run leaves the marked files out. They run on exactly one engine: the one
 * `TEST_ENGINE_INDEPENDENT` names ('postgres' or 'pglite', default 'pglite'); `TEST_DATABASE=postgres`
 * is the PostgreSQL run. `npm test` names PostgreSQL when its lane runs (a file there starts and
 * queries quicker than in PGlite's WebAssembly, and that lane ends first), and PGlite otherwise.
 */
export function leavesOutEngineIndependent(env) {
  const engine = env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';
  const home = env.TEST_ENGINE_INDEPENDENT === 'postgres' ? 'postgres' : 'pglite';
  return engine !== home;
}

/** The marked files, relative to `root`: what a run on the other engine leaves out. */
export function engineIndependentFiles(root) {
  return integrationFiles(root).filter((file) => engineIndependentReason(fs.readFileSync(path.join(root, file), 'utf8')) !== null);
}
