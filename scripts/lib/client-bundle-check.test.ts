import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { assertNoDatabaseCode, findMarkers, scanClientChunks } from './client-bundle-check.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** What a browser chunk importing lib/db/schema.ts would look like: a minified browser bundle of it. */
function minifiedSchemaBundle(): string {
  const out = buildSync({
    entryPoints: [path.join(ROOT, 'lib/db/schema.ts')],
    bundle: true,
    minify: true,
    write: false,
    platform: 'browser',
    format: 'esm',
    logLevel: 'silent',
  });
  return out.outputFiles[0]!.text;
}

describe('client bundle check (no database code in a browser chunk)', () => {
  let dist: string;
  beforeEach(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-check-'));
    fs.mkdirSync(path.join(dist, 'static', 'chunks', 'app'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'static', 'chunks', 'main.js'), '(()=>{let e=document.querySelector("form");e&&e.reset()})();');
    fs.writeFileSync(path.join(dist, 'static', 'chunks', 'app', 'page.js'), 'export const STATUSES=["draft","published","archived"];');
  });
  afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));

  it('passes a build whose chunks are clean', () => {
    expect(scanClientChunks(dist)).toEqual({ files: 2, findings: [] });
    expect(assertNoDatabaseCode(dist)).toBe(2);
  });

  it('fails on a minified bundle of lib/db/schema.ts and names the chunk', () => {
    const chunk = path.join(dist, 'static', 'chunks', 'app', 'filters.js');
    fs.writeFileSync(chunk, minifiedSchemaBundle());
    const { findings } = scanClientChunks(dist);
    expect(findings.map((f) => f.file)).toEqual([path.join('static', 'chunks', 'app', 'filters.js')]);
    expect(findings[0]!.markers).toEqual(expect.arrayContaining(['PgTable', 'password_hash']));
    expect(() => assertNoDatabaseCode(dist)).toThrow(/database code in 1 client chunk.*\n.*filters\.js: .*PgTable/);
  });

  it('finds a single marker in otherwise clean text and nothing in clean text', () => {
    expect(findMarkers('var t={name:"admin_users",cols:["email","password_hash"]}')).toEqual(['password_hash']);
    expect(findMarkers('const PgTableLike=1')).toEqual(['PgTable']);
    expect(findMarkers('function hash(p){return p.split("").reverse()}')).toEqual([]);
  });

  it('refuses a folder without a build rather than passing it', () => {
    expect(() => scanClientChunks(path.join(dist, 'nope'))).toThrow(/build first/);
  });
});
