import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The authorisation matrices enumerate the exports of these modules (inquiries:
// lib/inquiries/admin-actions.int.test.ts, catalogue: lib/catalog/actions-auth.int.test.ts and categories-actions-auth.int.test.ts, blog:
// lib/blog/admin/actions.int.test.ts, media-actions.int.test.ts and lib/blog/taxonomy-actions.int.test.ts, team: lib/team/actions.int.test.ts,
// quotations: lib/quotations/actions-auth.int.test.ts, insights: lib/insights/actions.int.test.ts, backups: lib/backup/actions.int.test.ts, home page: lib/home/actions.int.test.ts). The two public modules, lib/inquiries/submit-action.ts (the quote form)
// and lib/quotations/buyer-action.ts (a buyer's answer, authorised by the link's token; lib/quotations/buyer-action.int.test.ts),
// have no session to check and validate everything themselves.
// A server action defined anywhere else would escape review, so every 'use server' must be here.
const MATRIX_MODULES = [
  'lib/backup/actions.ts',
  'lib/blog/admin/actions.ts',
  'lib/blog/admin/media-actions.ts',
  'lib/blog/admin/translation-actions.ts',
  'lib/blog/taxonomy-actions.ts',
  'lib/catalog/actions.ts',
  'lib/catalog/categories-actions.ts',
  'lib/catalog/translations/actions.ts',
  'lib/home/actions.ts',
  'lib/inquiries/admin-actions.ts',
  'lib/inquiries/submit-action.ts',
  'lib/insights/actions.ts',
  'lib/quotations/actions.ts',
  'lib/quotations/buyer-action.ts',
  'lib/team/actions.ts',
];

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
