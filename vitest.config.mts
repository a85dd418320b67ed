import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { dropAppEnv } from './scripts/lib/app-env.mjs';
import { engineIndependentFiles, leavesOutEngineIndependent } from './scripts/lib/engine-independent.mjs';
import { isolatedUnitFiles } from './scripts/lib/unit-isolation.mjs';

// The tests set the configuration they need (the projects' `env`, vi.stubEnv, the harness); what the
// caller exported (BLOG_ADMIN_EMAILS, REDIS_URL …) is dropped here, in the main process, before the
// global set-up runs and any worker inherits it. Vitest itself loads no `.env` file into process.env.
dropAppEnv(process.env);

const alias = {
  '@': path.resolve(import.meta.dirname),
  // `server-only` throws outside React Server Components; in tests it is an empty module.
  'server-only': path.resolve(import.meta.dirname, 'tests/server-only-stub.ts'),
};

// An integration file (and an isolated unit file) runs in a fresh worker, so it imports its dependencies again.
// drizzle-orm is about 600 small ES modules: Node loads it in about 0.45 s, the same code bundled into
// a few files in 10 ms. Vitest's optimiser bundles these packages once per run (esbuild, cached under
// the project's cache folder), and every file imports the bundle (docs/decisions/076). The database
// drivers stay Node's own: PGlite finds its WASM next to its module, and the tests open both.
const deps = {
  optimizer: {
    ssr: {
      enabled: true,
      include: ['drizzle-orm', 'drizzle-orm/pg-core', 'drizzle-orm/pglite', 'drizzle-orm/postgres-js', 'zod'],
      exclude: ['@electric-sql/pglite', 'postgres'],
    },
  },
};

const unitInclude = ['{lib,components,app,tests,scripts}/**/*.test.{ts,tsx}', 'middleware.test.ts'];
const unitExclude = ['**/*.int.test.{ts,tsx}', 'node_modules/**'];
// Read once: the unit project leaves out what unit-isolated runs.
const isolatedUnit = isolatedUnitFiles(import.meta.dirname);
const unitEnv = { NODE_ENV: 'test' as const, SESSION_SECRET: 'unit-test-secret-unit-test-secret-0123456789' };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          deps,
          include: unitInclude,
          // One shared worker imports each module once for every file; a file that changes the
          // process for the next one runs in unit-isolated instead (scripts/lib/unit-isolation.mjs).
          isolate: false,
          exclude: [...unitExclude, ...isolatedUnit],
          env: unitEnv,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'unit-isolated',
          environment: 'node',
          deps,
          include: isolatedUnit,
          exclude: unitExclude,
          env: unitEnv,
        },
      },
      {
        resolve: { alias },
        // The two integration lanes run side by side (npm test): each bundles into its own folder.
        cacheDir: `node_modules/.vite/integration-${process.env.TEST_DATABASE || 'pglite'}`,
        test: {
          name: 'integration',
          deps,
          environment: 'node',
          include: ['{lib,components,app,tests,scripts}/**/*.int.test.{ts,tsx}'],
          // The files marked `@engine-independent` test what sits above the SQL (guards, rendering, mail)
          // and run on one engine only: the one TEST_ENGINE_INDEPENDENT names (npm test: PostgreSQL when
          // its lane runs, as it is the quicker one), else PGlite (scripts/lib/engine-independent.mjs).
          exclude: ['node_modules/**', ...(leavesOutEngineIndependent(process.env) ? engineIndependentFiles(import.meta.dirname) : [])],
          globalSetup: ['tests/global-setup.ts'],
          setupFiles: ['tests/int-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // 2 cores: one worker per core; each test file starts from its own copy of the template database
          // (tests/db.ts: the file's next test reuses it, emptied, while its schema is the template's).
          maxWorkers: 2,
          env: { NODE_ENV: 'test', SESSION_SECRET: 'integration-secret-integration-secret-0123' },
        },
      },
    ],
  },
});
