// Fails when a browser chunk carries database code. `import 'server-only'` in lib/db already stops a
// client component from importing it directly; this scan of the built output is the second net for
// anything that slips through (a re-export, a shared constant module that grows a Drizzle import).
// Usage: node scripts/lib/client-bundle-check.mjs [distDir]   (the e2e lane runs it after its build)
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Strings that survive minification: Drizzle's entity kinds and symbol names, its package name in
 * error texts, and column/table names only lib/db spells out.
 */
export const DATABASE_MARKERS = [
  'PgTable',
  'PgColumn',
  'drizzle:',
  'drizzle-orm',
  'pgTable(',
  'password_hash',
  'schema_migrations',
  'pglite.lock',
];

/** The markers found in one chunk's text. */
export function findMarkers(text) {
  return DATABASE_MARKERS.filter((marker) => text.includes(marker));
}

function* jsFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* jsFiles(full);
    else if (entry.name.endsWith('.js')) yield full;
  }
}

/** Scans `<distDir>/static/**.js` (everything the browser downloads). */
export function scanClientChunks(distDir) {
  const staticDir = path.join(distDir, 'static');
  if (!fs.existsSync(staticDir)) throw new Error(`no client chunks in ${staticDir}: build first`);
  const findings = [];
  let files = 0;
  for (const file of jsFiles(staticDir)) {
    files++;
    const markers = findMarkers(fs.readFileSync(file, 'utf8'));
    if (markers.length) findings.push({ file: path.relative(distDir, file), markers });
  }
  return { files, findings };
}

/** Throws with every offending chunk listed; returns how many chunks were clean. */
export function assertNoDatabaseCode(distDir) {
  const { files, findings } = scanClientChunks(distDir);
  if (findings.length) {
    const list = findings.map((f) => `  ${f.file}: ${f.markers.join(', ')}`).join('\n');
    throw new Error(`database code in ${findings.length} client chunk(s) (lib/db or Drizzle reached the browser):\n${list}`);
  }
  return files;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const distDir = path.resolve(process.argv[2] ?? '.next');
  try {
    console.log(`✓ ${assertNoDatabaseCode(distDir)} client chunks in ${distDir}/static carry no database code`);
  } catch (error) {
    console.error(`✗ ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
