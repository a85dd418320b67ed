import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Nothing in the app is written on document.execCommand (deprecated; the description
// editor was, before Tiptap). Scans the app's source, not node_modules (ProseMirror may feature-test it).

const ROOT = path.join(import.meta.dirname, '..');
const DEPRECATED = /\b(execCommand|queryCommandState|queryCommandValue|queryCommandEnabled|queryCommandSupported)\b/;

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.(tsx?|jsx?|mjs)$/.test(entry.name)) yield full;
  }
}

describe('deprecated editing APIs', () => {
  it('are used nowhere in components/, app/ or lib/', () => {
    const offenders: string[] = [];
    let files = 0;
    for (const dir of ['components', 'app', 'lib']) {
      for (const file of sourceFiles(path.join(ROOT, dir))) {
        files++;
        const text = fs.readFileSync(file, 'utf8');
        const match = DEPRECATED.exec(text);
        if (match) offenders.push(`${path.relative(ROOT, file)}: ${match[1]}`);
      }
    }
    expect(files).toBeGreaterThan(50); // the walk really read the source tree
    expect(offenders).toEqual([]);
  });
});
