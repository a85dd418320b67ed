import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { drawableText, loadNotoSansSc, NOTO_SANS_SC_FILES } from './noto-sans-sc';

// The real font files from node_modules: what they draw, and that the build ships them.

describe('Noto Sans SC', () => {
  it('draws Latin, Indonesian and Chinese, and knows what it cannot draw', async () => {
    const { covers } = await loadNotoSansSc();
    for (const ch of 'Aa9éü高档礼品盒磁吸翻盖，、《》–€') expect(covers(ch.codePointAt(0)!), ch).toBe(true);
    for (const ch of ['📦', '\u{E000}', 'ก', 'ש']) expect(covers(ch.codePointAt(0)!), ch).toBe(false);
  });

  it('is read once per process', async () => {
    const [a, b] = await Promise.all([loadNotoSansSc(), loadNotoSansSc()]);
    expect(a).toBe(await loadNotoSansSc());
    expect(a.fonts[0]!.data).toBe(b.fonts[0]!.data);
    expect(a.fonts.map((f) => f.weight)).toEqual([400, 700]);
  });

  it('drops the characters it would draw as boxes and tidies the spaces', async () => {
    const { covers } = await loadNotoSansSc();
    expect(drawableText('  礼盒 📦  Gift\tBox \u{E000}', covers)).toBe('礼盒 Gift Box');
  });

  it('ships in the standalone build: next.config.ts traces exactly the files it reads', () => {
    const config = fs.readFileSync(path.join(process.cwd(), 'next.config.ts'), 'utf8');
    const glob = config.match(/'\.\/node_modules\/@expo-google-fonts\/noto-sans-sc\/\{([^}]+)\}\/\*\.ttf'/);
    expect(glob, 'tracing include for the font').not.toBeNull();
    const folders = glob![1]!.split(',');
    for (const file of Object.values(NOTO_SANS_SC_FILES)) {
      expect(folders).toContain(file.split('/')[2]);
      expect(fs.existsSync(path.join(process.cwd(), 'node_modules', file))).toBe(true);
    }
  });
});
