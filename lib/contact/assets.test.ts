import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { siteConfig } from '@/lib/site-config';
import { companyLocator } from './company';
import { locatorMapSvg } from './locator-map';
import { WECHAT_QR_OPTIONS, wechatQrModules } from './wechat-qr';

// The files in public/ that `npm run reach:assets` writes from lib/site-config.ts: a change of the
// address, the coordinates or the WeChat ID without rerunning it fails here.
const publicFile = (webPath: string) => path.join(import.meta.dirname, '..', '..', 'public', webPath.replace(/^\//, ''));

describe('the reach-from-China files in public/', () => {
  it('the locator image is the one drawn from the configured address and coordinates', () => {
    expect(fs.readFileSync(publicFile(siteConfig.map.locatorImage), 'utf8')).toBe(locatorMapSvg(companyLocator));
  });

  it('the WeChat QR code exists and is an image', async () => {
    const meta = await sharp(publicFile(siteConfig.wechat.qrImage)).metadata();
    expect(['png', 'jpeg', 'webp', 'svg']).toContain(meta.format);
    expect(meta.width).toBeGreaterThanOrEqual(100);
  });

  it.runIf(siteConfig.wechat.qrFromId)('the placeholder QR code encodes the configured WeChat ID, module by module', async () => {
    const { data, info } = await sharp(publicFile(siteConfig.wechat.qrImage)).greyscale().raw().toBuffer({ resolveWithObject: true });
    const modules = wechatQrModules(siteConfig.wechat.id);
    const { margin, scale } = WECHAT_QR_OPTIONS;
    expect(info.width).toBe((modules.length + 2 * margin) * scale);
    // Each module's centre pixel: dark where the code for the ID has a dark module, light elsewhere.
    const read = modules.map((row, r) =>
      row.map(
        (_, c) =>
          data[((margin + r) * scale + scale / 2) * info.width * info.channels + ((margin + c) * scale + scale / 2) * info.channels]! < 128,
      ),
    );
    expect(read).toEqual(modules);
    // And the quiet zone around it is light.
    expect(data[0]).toBeGreaterThan(200);
  });

  it('a different ID gives a different code (the check above can fail)', () => {
    expect(wechatQrModules(`${siteConfig.wechat.id}x`)).not.toEqual(wechatQrModules(siteConfig.wechat.id));
  });
});
