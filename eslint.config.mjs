import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import libLayers from './eslint-rules/lib-layers.mjs';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Dependencies point down: app → components → lib. Server actions reach client components as
    // props from the page (locale bound there), so nothing below app/ ever imports from it.
    // Tests too: a route handler's test lives beside the route in app/.
    files: ['components/**', 'lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@/app(/|$)|(\\.{1,2}/)+app(/|$))',
              message: 'components/ and lib/ must not import from app/: pass server actions down as props from the page.',
            },
          ],
        },
      ],
    },
  },
  {
    // lib/ folders form layers (eslint-rules/lib-layers.mjs): imports point down only, so no
    // folder-level cycle. Tests may reach across (a catalogue test seeds through lib/start-up/seed).
    files: ['lib/**/*.{ts,tsx,mts,cts,mjs,cjs}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test-*.ts', '**/test-fixtures.ts'],
    plugins: { 'lib-layers': libLayers },
    rules: { 'lib-layers/order': 'error' },
  },
  {
    // Typed linting (only for TypeScript files): switch-exhaustiveness-check needs the types to know
    // that a switch over a union (block types, statuses, locales) misses a member, default or not.
    files: ['**/*.{ts,tsx,mts,cts}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { '@typescript-eslint/switch-exhaustiveness-check': 'error' },
  },
  {
    // Files stay under 250 lines (a house rule): past that a module usually holds two things. The
    // seed's content files are data, not code; tests are not held to it (yet).
    files: ['app/**', 'components/**', 'lib/**', 'scripts/**', 'eslint-rules/**', '*.ts', '*.mjs'],
    ignores: ['lib/start-up/seed/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: { 'max-lines': ['error', { max: 250 }] },
  },
  globalIgnores([
    '.next/**',
    '.next-*/**',
    'out/**',
    'build/**',
    'next-env.d.ts',
    '.data/**',
    '.data-*/**',
    '.bench/**',
    '.open-next/**',
    '.wrangler/**',
    'test-results/**',
    'playwright-report/**',
  ]),
]);
