import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The authorisation matrices enumerate the exports of these modules (catalogue:
// lib/catalog/actions-auth.int.test.ts, blog: lib/blog/admin/actions.int.test.ts). A server action
// defined anywhere else would escape them, so every 'use server' in the source tree must be here.
const MATRIX_MODULES = ['lib/blog/admin/actions.ts', 'lib/catalog/actions.ts', 'lib/inquiries/submit-action.ts'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('server action modules', () => {
  it("every file with a 'use server' directive is one the authorisation matrices enumerate", () => {
    const withDirective = ['app', 'components', 'lib']
      .flatMap(sourceFiles)
      .filter((file) => /^\s*['"]use server['"]/m.test(fs.readFileSync(file, 'utf8')))
      .map((file) => file.split(path.sep).join('/'))
      .sort();
    expect(withDirective).toEqual(MATRIX_MODULES);
  });
});
