import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { publishedSlugsFromFeed } from './blog-helpers';
import { expect, test } from './fixtures';

// The Nu Html Checker (vnu-jar, pinned in package.json) finds no error in the rendered
// HTML of the public pages. It needs Java: CI installs Debian's default-jre-headless (.ci/run).
const VNU_JAR = path.join(import.meta.dirname, '..', 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');
const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
const hasJava = !java.error && java.status === 0;

type VnuMessage = { type: string; subType?: string; url?: string; lastLine?: number; message: string; extract?: string };

test.skip(!hasJava, 'java is not installed (apt-get install default-jre-headless; CI installs it): the Nu Html Checker cannot run');

test('the public pages are valid HTML (Nu Html Checker)', async ({ page }) => {
  test.setTimeout(120_000);
  const [slug] = await publishedSlugsFromFeed(page);
  const paths = [
    '/',
    '/category/6',
    '/product/1',
    '/blog',
    `/blog/${slug}`,
    '/login',
    '/id/category/6',
    '/search?q=box',
    '/zh-CN/search?q=%E7%A4%BC%E7%9B%92',
  ];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vnu-'));
  try {
    const files: string[] = [];
    for (const [i, pagePath] of paths.entries()) {
      const response = await page.request.get(pagePath);
      expect(response.status(), pagePath).toBe(200);
      const file = path.join(dir, `page-${i}.html`);
      fs.writeFileSync(file, await response.text());
      files.push(file);
    }
    const run = spawnSync('java', ['-jar', VNU_JAR, '--errors-only', '--format', 'json', '--stdout', ...files], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(run.error, 'vnu.jar runs').toBeUndefined();
    const { messages } = JSON.parse(run.stdout) as { messages: VnuMessage[] };
    const errors = messages
      .filter((m) => m.type === 'error' || m.subType === 'fatal')
      .map(
        (m) => `${paths[files.indexOf(m.url?.replace(/^file:/, '') ?? '')] ?? m.url} line ${m.lastLine}: ${m.message} ${m.extract ?? ''}`,
      );
    expect(errors).toEqual([]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
