import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkLockInSync } from './lock-check.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
const temps: string[] = [];
afterEach(() => temps.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

function copyWith(edit: (pkg: { dependencies: Record<string, string> }) => void) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-check-test-'));
  temps.push(dir);
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  edit(pkg);
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify(pkg, null, 2));
  fs.copyFileSync(path.join(root, 'package-lock.json'), path.join(dir, 'package-lock.json'));
  return dir;
}

describe('checkLockInSync (npm ci --dry-run on a copy)', () => {
  it('accepts the committed package.json and lock', () => {
    const result = checkLockInSync(root);
    expect(result.output).not.toMatch(/can only install packages when/);
    expect(result.ok).toBe(true);
  }, 60_000);

  it('refuses a package.json that asks for something the lock lacks', () => {
    const result = checkLockInSync(copyWith((pkg) => (pkg.dependencies['left-pad'] = '1.3.0')));
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/Missing: left-pad@1\.3\.0 from lock file/);
  }, 60_000);
});
