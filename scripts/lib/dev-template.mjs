// `npm run dev` runs this in a child process when the empty-database template
// (lib/db/pglite-template.mjs) is missing, so PGlite's initdb overlaps Next's first compile instead
// of following it; the server's start-up waits for it through the template's lock file.
//   node scripts/lib/dev-template.mjs <template folder>
import { PGlite } from '@electric-sql/pglite';
import { ensureTemplate } from '../../lib/db/pglite-template.mjs';

const templateDir = process.argv[2];
if (!templateDir) throw new Error('usage: dev-template.mjs <template folder>');
try {
  await ensureTemplate(templateDir, (dir) => PGlite.create(dir));
} catch (error) {
  // Not fatal: the server then creates the database itself, only more slowly.
  console.warn(`⚠ empty database template not prepared in ${templateDir}: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
}
