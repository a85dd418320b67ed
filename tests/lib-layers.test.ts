import fs from 'node:fs';
import path from 'node:path';
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import libLayers, { LIB_LAYERS, layerViolation, unitOf } from '../eslint-rules/lib-layers.mjs';

// The lint rule that keeps lib/ folders free of import cycles: fixtures that break the order are
// refused, and the repository's own lib/ obeys it.

const root = path.resolve(import.meta.dirname, '..');

function lint(file: string, code: string) {
  const linter = new Linter({ cwd: root });
  const config = [{ files: ['**/*.ts'], plugins: { 'lib-layers': libLayers }, rules: { 'lib-layers/order': 'error' as const } }];
  return linter.verify(code, config, { filename: path.join(root, file) }).map((m) => m.message);
}

describe('lib/ layer rule', () => {
  it('refuses a fixture with a folder cycle: the upward half of it fails', () => {
    // db → catalog and catalog → db: a cycle between two folders. Only the downward import passes.
    expect(lint('lib/catalog/fixture-a.ts', "import { getDb } from '@/lib/db';\nexport const a = getDb;")).toEqual([]);
    const refused = lint('lib/db/fixture-b.ts', "import { MOQ_UNITS } from '../catalog/moq';\nexport const b = MOQ_UNITS;");
    expect(refused).toHaveLength(1);
    expect(refused[0]).toContain('db must not import catalog');
  });

  it('refuses imports within a layer, dynamic imports, re-exports and require() upward', () => {
    expect(lint('lib/seo/x.ts', "export { x } from '@/lib/cache/y';")[0]).toContain('same layer');
    expect(lint('lib/history/x.ts', "export const f = () => import('@/lib/catalog/moq');")[0]).toContain('history must not import catalog');
    expect(lint('lib/auth/x.ts', "const s = require('../storage');\nexport default s;")[0]).toContain('auth must not import storage');
    expect(lint('lib/history/x.ts', "import { withActor } from './actor';\nimport '@/lib/config';\nexport { withActor };")).toEqual([]);
  });

  it('keeps the first-run bootstrap out of lib/db: the start-up is handed in from above', () => {
    expect(
      lint('lib/db/index.ts', "import { bootstrapDatabase } from '../start-up/bootstrap';\nexport const b = bootstrapDatabase;")[0],
    ).toContain('db must not import start-up');
    expect(lint('lib/db/index.ts', "export const b = () => import('@/lib/start-up/seed');")[0]).toContain('db must not import start-up');
  });

  it('refuses a folder that is not placed in the order', () => {
    expect(lint('lib/newthing/x.ts', "import '@/lib/db';")[0]).toContain('lib/newthing is not in the lib/ layer order');
  });

  it('names the units: first folder, root config files', () => {
    expect(unitOf('lib/catalog/csv/apply.ts')).toBe('catalog');
    expect(unitOf('lib/config-cdn.ts')).toBe('config');
    expect(unitOf('lib/server-start.ts')).toBe('server');
    expect(unitOf('lib/start-up/seed/catalog-data.ts')).toBe('start-up');
    expect(unitOf('lib/db/schema.ts')).toBe('db');
    expect(unitOf('app/page.tsx')).toBeNull();
  });

  it('holds for every lib/ folder of this repository, with no exception', () => {
    const folders = fs
      .readdirSync(path.join(root, 'lib'), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
    const placed = new Set(LIB_LAYERS.flat());
    expect(folders.filter((f) => !placed.has(f))).toEqual([]);
    const violations: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
        const rel = `${dir}/${entry.name}`;
        if (entry.isDirectory()) walk(rel);
        else if (/\.(ts|tsx|mts|mjs|cjs)$/.test(entry.name) && !/\.test\.|(^|\/)test-/.test(rel)) {
          const source = fs.readFileSync(path.join(root, rel), 'utf8');
          for (const m of source.matchAll(/(?:from\s+|import\s*\(\s*|require\(\s*|import\s+)['"]([^'"]+)['"]/g)) {
            const why = layerViolation(rel, m[1]!);
            if (why) violations.push(`${rel}: ${m[1]}: ${why}`);
          }
        }
      }
    };
    walk('lib');
    expect(violations).toEqual([]);
  });
});
