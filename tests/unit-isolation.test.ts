import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isolatedUnitFiles, isolationReason, OWN_PROCESS_MARKER, ownProcessReason, unitFiles } from '../scripts/lib/unit-isolation.mjs';

// The unit files share one worker unless they change the process for the files after them
// (scripts/lib/unit-isolation.mjs, vitest.config.mts): these checks keep that split honest.
const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

describe('unit files that need a process of their own', () => {
  it('finds what changes the process for the next file', () => {
    const changes = [
      "vi.mock('next/cache', () => ({}));",
      "vi.stubEnv('REDIS_URL', 'redis://x');",
      'vi.resetModules();',
      "process.env.SEARCH_RATE_LIMIT = '5';",
      "process.env['X'] = '1';",
      'delete process.env.DATABASE_URL;',
      'setDbHandleForTests(handle);',
      'http.Server.prototype.emit = wrapped;',
      "process.on('exit', stop);",
      'vi.useFakeTimers();',
    ];
    for (const source of changes) expect(isolationReason(`import x from 'y';\n${source}\n`), source).not.toBeNull();
    for (const source of [
      "if (process.env.CI === 'true') run();",
      "vi.fn(); vi.spyOn(obj, 'm');",
      'const installed = true;',
      'installShutdown(close);',
    ])
      expect(isolationReason(source), source).toBeNull();
  });

  it('reads a marker and its reason from the heading comment only', () => {
    expect(ownProcessReason(`// ${OWN_PROCESS_MARKER} nothing may load pdfkit's fonts first\nimport x from 'y';\n`)).toBe(
      "nothing may load pdfkit's fonts first",
    );
    expect(ownProcessReason(`${' '.repeat(4096)}// ${OWN_PROCESS_MARKER} too late\n`)).toBeNull();
  });

  it('each marked file says why; the server guards’ tests share the process (they patch nothing)', () => {
    const isolated = isolatedUnitFiles(root);
    for (const file of isolated) {
      const marked = ownProcessReason(read(file));
      if (marked !== null) expect(marked.length, file).toBeGreaterThanOrEqual(10);
    }
    expect(isolated).toEqual(expect.arrayContaining(['lib/quotations/document/render-fonts.test.ts', 'lib/blog/tags.test.ts']));
  });

  it('every unit file runs in one of the two projects, none in both', () => {
    for (const guard of ['lib/security/method-guard.test.ts', 'lib/security/body-guard.test.ts', 'lib/http/cache-headers.test.ts'])
      expect(isolatedUnitFiles(root), guard).not.toContain(guard);
    const all = unitFiles(root);
    expect(all.length).toBeGreaterThan(150);
    expect(all).toContain('tests/unit-isolation.test.ts');
    expect(all.some((f) => f.includes('.int.test.'))).toBe(false);
    expect(new Set(isolatedUnitFiles(root)).size).toBeLessThan(all.length / 4);
  });
});
