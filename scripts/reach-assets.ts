// Writes the files the site serves for visitors who cannot reach WhatsApp or Google (mainland
// China), from the facts in lib/site-config.ts: the drawn locator image of the footer
// (siteConfig.map.locatorImage) and, while siteConfig.wechat.qrFromId is true, the placeholder
// WeChat QR code drawn from the WeChat ID (siteConfig.wechat.qrImage). Run it after changing the
// address, the coordinates or the ID: `npm run reach:assets`. lib/contact/assets.test.ts fails
// while the files in public/ differ from what this writes.
import fs from 'node:fs/promises';
import path from 'node:path';
import { companyLocator } from '@/lib/contact/company';
import { locatorMapSvg } from '@/lib/contact/locator-map';
import { wechatQrPng } from '@/lib/contact/wechat-qr';
import { siteConfig } from '@/lib/site-config';

const publicFile = (webPath: string) => path.join(process.cwd(), 'public', webPath.replace(/^\//, ''));

async function main() {
  const map = publicFile(siteConfig.map.locatorImage);
  await fs.writeFile(map, locatorMapSvg(companyLocator));
  console.log(`wrote ${path.relative(process.cwd(), map)}`);
  if (siteConfig.wechat.qrFromId) {
    const qr = publicFile(siteConfig.wechat.qrImage);
    await fs.writeFile(qr, await wechatQrPng(siteConfig.wechat.id));
    console.log(`wrote ${path.relative(process.cwd(), qr)} (the WeChat ID ${siteConfig.wechat.id} as a QR code)`);
  } else {
    console.log(`kept ${siteConfig.wechat.qrImage} (the QR code from the WeChat app: wechat.qrFromId is false)`);
  }
}

await main();
