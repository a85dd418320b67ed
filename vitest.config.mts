import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { dropAppEnv } from './scripts/lib/app-env.mjs';

// The tests set the configuration they need (the projects' `env`, vi.stubEnv, the harness); what the
// caller exported (BLOG_ADMIN_EMAILS, REDIS_URL …) is dropped here, in the main process, before the
// global set-up runs and any worker inherits it. Vitest itself loads no `.env` file into process.env.
dropAppEnv(process.env);

const alias = {
  '@': path.resolve(import.meta.dirname),
  // `server-only` throws outside React Server Components; in tests it is an empty module.
  'server-only': path.resolve(import.meta.dirname, 'tests/server-only-stub.ts'),
};

// `import m from 'x.wasm?module'` (lib/images/wasm-modules.ts) gives a compiled WebAssembly.Module, as
// Turbopack and the Workers bundle do; Vite has no such import, so the tests compile the file here.
const wasmModuleImports = {
  name: 'wasm-module-imports',
  enforce: 'pre' as const,
  async resolveId(
    this: { resolve: (source: string, importer?: string) => Promise<{ id: string } | null> },
    source: string,
    importer?: string,
  ) {
    if (!source.endsWith('.wasm?module')) return null;
    const resolved = await this.resolve(source.slice(0, -'?module'.length), importer);
    // A virtual id without the path in it: Vitest hands ids naming node_modules to Node's loader.
    return resolved ? `\0wasm-module/${Buffer.from(resolved.id).toString('base64url')}` : null;
  },
  load(id: string) {
    if (!id.startsWith('\0wasm-module/')) return null;
    const file = JSON.stringify(Buffer.from(id.slice('\0wasm-module/'.length), 'base64url').toString());
    return `import fs from 'node:fs';\nexport default await WebAssembly.compile(fs.readFileSync(${file}));`;
  },
};

export default defineConfig({
  plugins: [wasmModuleImports],
  resolve: { alias },
  test: {
    projects: [
      {
        plugins: [wasmModuleImports],
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['{lib,components,app,tests,scripts}/**/*.test.{ts,tsx}', 'middleware.test.ts'],
          exclude: ['**/*.int.test.{ts,tsx}', 'node_modules/**'],
          env: { NODE_ENV: 'test', SESSION_SECRET: 'unit-test-secret-unit-test-secret-0123456789' },
        },
      },
      {
        plugins: [wasmModuleImports],
        resolve: { alias },
        test: {
          name: 'integration',
          environment: 'node',
          include: ['{lib,components,app,tests,scripts}/**/*.int.test.{ts,tsx}'],
          exclude: ['node_modules/**'],
          globalSetup: ['tests/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // 2 cores: one worker per core; each test file gets its own copy of the template database.
          maxWorkers: 2,
          env: { NODE_ENV: 'test', SESSION_SECRET: 'integration-secret-integration-secret-0123' },
        },
      },
    ],
  },
});
