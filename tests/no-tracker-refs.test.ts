import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Comments and strings in the source say why in plain words, or link a file under docs/decisions.
// A tracker number ("issue 12", "(#12)") means nothing to a reader without the tracker, and goes
// stale when the tracker moves. Scans code, SQL, styles and data files in every source folder;
// messages/ is left out (texts shown to people are reviewed as texts). An upstream reference keeps
// its repository (`vercel/next.js#82117`), so it is not matched; neither are HTML entities (`&#39;`)
// nor colours (`#000`, `#111827`).

const ROOT = path.join(import.meta.dirname, '..');
const SELF = path.relative(ROOT, import.meta.filename);
const DIRS = ['app', 'components', 'lib', 'scripts', 'tests', 'supabase', '.ci'];
const ROOT_FILES = [
  'middleware.ts',
  'next.config.ts',
  'instrumentation.ts',
  'instrumentation-node.ts',
  'playwright.config.ts',
  'vitest.config.mts',
  'eslint.config.mjs',
  'postcss.config.mjs',
  'global.d.ts',
  'Dockerfile',
];
const SOURCE = /\.(tsx?|jsx?|mjs|cjs|mts|css|json|sql|sh)$|^(Dockerfile|run)$/;
const SKIP_DIRS = new Set(['node_modules', '.next', 'test-results', 'playwright-report', 'screenshots']);

const ISSUE_WORD = /\b[Ii]ssues?[ -]#?\d+(?![\w-])/;
const HASH_NUMBER = /(?<![\w&/.#-])#(\d+)(?![\w-])/g;
const COLOUR_DIGITS = new Set([3, 4, 6, 8]);

export function trackerCitation(line: string): string | null {
  const word = ISSUE_WORD.exec(line);
  if (word) return word[0];
  for (const match of line.matchAll(HASH_NUMBER)) {
    if (!COLOUR_DIGITS.has(match[1]!.length)) return match[0];
  }
  return null;
}

function* sourceFiles(dir: string): Generator<string> {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name) && !entry.name.startsWith('.next')) yield* sourceFiles(full);
    } else if (SOURCE.test(entry.name)) yield full;
  }
}

function scannedFiles(): string[] {
  const e2eDirs = fs.readdirSync(ROOT).filter((name) => /^e2e(-|$)/.test(name));
  const files = [...DIRS, ...e2eDirs].flatMap((dir) => [...sourceFiles(path.join(ROOT, dir))]);
  for (const name of ROOT_FILES) if (fs.existsSync(path.join(ROOT, name))) files.push(path.join(ROOT, name));
  return files.filter((file) => path.relative(ROOT, file) !== SELF);
}

describe('tracker citations', () => {
  it('recognises a citation and leaves entities, colours and upstream references alone', () => {
    expect(trackerCitation('// see ' + 'issue 12 for why')).not.toBeNull();
    expect(trackerCitation("it('works (" + 'Issues 9/10)')).not.toBeNull();
    expect(trackerCitation('// fixed in (#' + '17)')).not.toBeNull();
    expect(trackerCitation('// the ' + 'issue-11 goals')).not.toBeNull();
    expect(trackerCitation("text.replace(/'/g, '&#39;')")).toBeNull();
    expect(trackerCitation("color: '#111827', border: '#000'")).toBeNull();
    expect(trackerCitation('// upstream: vercel/next.js#82117')).toBeNull();
    expect(trackerCitation('// the third and ninth posts are featured')).toBeNull();
    expect(trackerCitation('// a real project issues 1-hour tokens')).toBeNull();
  });

  it('appear in no comment or string of the source', () => {
    const offenders: string[] = [];
    const files = scannedFiles();
    for (const file of files) {
      const lines = fs.readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, index) => {
        const hit = trackerCitation(line);
        if (hit) offenders.push(`${path.relative(ROOT, file)}:${index + 1}: ${hit}`);
      });
    }
    expect(files.length).toBeGreaterThan(300); // the walk really read the source tree
    expect(offenders).toEqual([]);
  });
});
