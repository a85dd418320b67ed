import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ENGINE_INDEPENDENT_MARKER,
  engineIndependentFiles,
  engineIndependentReason,
  integrationFiles,
  leavesOutEngineIndependent,
} from '../scripts/lib/engine-independent.mjs';

// The PostgreSQL lane leaves out the integration files marked engine-independent (vitest.config.mts);
// these checks keep the mark from hiding a file from every lane or from being given without a reason.
const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

describe('engine-independent integration files', () => {
  it('reads the reason from the heading comment only', () => {
    expect(engineIndependentReason(`// ${ENGINE_INDEPENDENT_MARKER} the guard matrix\nimport x from 'y';\n`)).toBe('the guard matrix');
    expect(engineIndependentReason(`import x from 'y';\n`)).toBeNull();
    expect(engineIndependentReason(`${' '.repeat(4096)}// ${ENGINE_INDEPENDENT_MARKER} too late\n`)).toBeNull();
  });

  it('each marked file says why, in its first lines', () => {
    const marked = engineIndependentFiles(root);
    expect(marked.length).toBeGreaterThan(0);
    for (const file of marked) expect(engineIndependentReason(read(file))?.length ?? 0, file).toBeGreaterThanOrEqual(10);
    // A marker further down would be ignored by the lane while looking like it counts.
    for (const file of integrationFiles(root)) {
      const source = read(file);
      if (source.includes(ENGINE_INDEPENDENT_MARKER))
        expect(engineIndependentReason(source), `${file}: marker outside the heading`).not.toBeNull();
    }
  });

  it('runs the marked files on exactly one engine: the one TEST_ENGINE_INDEPENDENT names, PGlite by default', () => {
    for (const home of [undefined, 'pglite', 'postgres']) {
      const onPglite = !leavesOutEngineIndependent({ TEST_ENGINE_INDEPENDENT: home });
      const onPostgres = !leavesOutEngineIndependent({ TEST_DATABASE: 'postgres', TEST_ENGINE_INDEPENDENT: home });
      expect([onPglite, onPostgres], String(home)).toEqual(home === 'postgres' ? [false, true] : [true, false]);
    }
  });

  it('never marks a file that runs only on PostgreSQL (it would then run nowhere)', () => {
    const marked = engineIndependentFiles(root);
    for (const file of marked) {
      expect(file.startsWith('tests/supabase'), file).toBe(false);
      expect(read(file), `${file} skips itself without a PostgreSQL server`).not.toMatch(/skipIf\(\s*!\s*inject\(['"]pgTemplateUrl/);
    }
  });

  it('leaves the SQL itself on both engines: migrations, queries, writes and the Supabase policies', () => {
    const marked = new Set(engineIndependentFiles(root));
    const mustRunOnBoth = integrationFiles(root).filter((file) =>
      /(^lib\/db\/(migrate|schema-drift|refuse-truncate|moq-migration|seed\.int)|(^|\/)(mutations|queries|revisions|submit|throttle|store|purge|reminders|quotations|search)\.int\.test\.ts$|^tests\/supabase)/.test(
        file,
      ),
    );
    expect(mustRunOnBoth.length).toBeGreaterThan(10);
    for (const file of mustRunOnBoth) expect(marked.has(file), file).toBe(false);
  });
});
