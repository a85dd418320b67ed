import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FONT_ASSET_PREFIX, fontAssetPath, NOTO_SANS_SC_FILES } from './font-files.mjs';
import { assetsFontReader, FONT_READER_GLOBAL, readFontFile, readPublicFile } from './font-source';

// The two hosts' font sources. The Worker's: the real build step (scripts/edge-fonts.mjs) lays the
// files out as .open-next/assets, and a binding that answers from that folder by path stands in for
// workerd's ASSETS (the edge lane reads them through the real one).

const root = process.cwd();
const global = globalThis as Record<string, unknown>;
afterEach(() => delete global[FONT_READER_GLOBAL]);

/** A Workers project folder after `opennextjs-cloudflare build`, then the build step run in it. */
function builtWorkerFolder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-fonts-'));
  fs.mkdirSync(path.join(dir, '.open-next', 'assets'), { recursive: true });
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  execFileSync(process.execPath, [path.join(root, 'scripts', 'edge-fonts.mjs')], { cwd: dir, stdio: 'pipe' });
  return dir;
}

function assetsBinding(assetsDir: string, asked: string[]) {
  return {
    async fetch(input: Request | URL | string) {
      const { pathname } = new URL(input instanceof Request ? input.url : String(input));
      asked.push(pathname);
      const file = path.join(assetsDir, ...pathname.split('/').filter(Boolean));
      return fs.existsSync(file) ? new Response(fs.readFileSync(file)) : new Response('Not found', { status: 404 });
    },
  };
}

describe('font source', () => {
  it('on Node reads the file from node_modules', async () => {
    const bytes = new Uint8Array(await readFontFile(NOTO_SANS_SC_FILES[700]));
    expect(Buffer.from(bytes).equals(fs.readFileSync(path.join(root, 'node_modules', NOTO_SANS_SC_FILES[700])))).toBe(true);
  });

  it('on a Worker reads the same bytes from the static assets the build step wrote, by their asset path', async () => {
    const dir = builtWorkerFolder();
    try {
      const assets = path.join(dir, '.open-next', 'assets');
      expect(fs.readdirSync(path.join(assets, FONT_ASSET_PREFIX))).toEqual(['NotoSansSC_400Regular.ttf', 'NotoSansSC_700Bold.ttf']);
      const asked: string[] = [];
      global[FONT_READER_GLOBAL] = assetsFontReader(assetsBinding(assets, asked));
      for (const file of Object.values(NOTO_SANS_SC_FILES)) {
        const bytes = Buffer.from(await readFontFile(file));
        expect(bytes.equals(fs.readFileSync(path.join(root, 'node_modules', file))), file).toBe(true);
      }
      expect(asked).toEqual(['/_app-fonts/NotoSansSC_400Regular.ttf', '/_app-fonts/NotoSansSC_700Bold.ttf']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads a public/ file (the share card’s logo) from public/ on Node and by its path from the assets on a Worker', async () => {
    const logo = fs.readFileSync(path.join(root, 'public', 'logo.svg'));
    expect(Buffer.from(await readPublicFile('/logo.svg')).equals(logo)).toBe(true);
    // OpenNext copies public/ into the Worker's static assets at the same paths.
    const asked: string[] = [];
    global[FONT_READER_GLOBAL] = assetsFontReader(assetsBinding(path.join(root, 'public'), asked));
    expect(Buffer.from(await readPublicFile('/logo.svg')).equals(logo)).toBe(true);
    expect(asked).toEqual(['/logo.svg']);
  });

  it('on a Worker built without the fonts says how to put them there', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-no-fonts-'));
    try {
      global[FONT_READER_GLOBAL] = assetsFontReader(assetsBinding(empty, []));
      await expect(readFontFile(NOTO_SANS_SC_FILES[400])).rejects.toThrow(/_app-fonts\/NotoSansSC_400Regular\.ttf.*404.*build:cloudflare/);
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });

  it('the build step refuses a folder without the Workers build', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-unbuilt-'));
    try {
      expect(() => execFileSync(process.execPath, [path.join(root, 'scripts', 'edge-fonts.mjs')], { cwd: dir, stdio: 'pipe' })).toThrow(
        /\.open-next\/assets is missing/,
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the asset paths sit under the prefix the Worker keeps private', () => {
    for (const file of Object.values(NOTO_SANS_SC_FILES)) expect(fontAssetPath(file).startsWith(FONT_ASSET_PREFIX)).toBe(true);
    const wrangler = fs.readFileSync(path.join(root, 'wrangler.jsonc'), 'utf8');
    expect(wrangler).toContain(`"run_worker_first": ["${FONT_ASSET_PREFIX}*"],`);
    expect(wrangler).toContain('"command": "node scripts/edge-fonts.mjs"');
  });
});
