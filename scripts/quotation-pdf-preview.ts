// Renders the sample quotation in each language to a folder and prints the time and size of each
// render (first = cold font load and parse, warm = the next one), for a look at the layout and for
// the figures of the PDF step. Usage: npm run bench:pdf -- [out-dir] [lines] [sample]
// (`sample` adds a free sample line).
import fs from 'node:fs/promises';
import path from 'node:path';
import { LOCALES } from '@/lib/i18n/routing';
import { renderQuotationPdf } from '@/lib/quotations/document/render';
import { sampleQuotation } from '@/lib/quotations/document/sample';

async function main() {
  const outDir = path.resolve(process.argv[2] ?? 'tmp/quotation-pdf');
  const lines = Number(process.argv[3] ?? 2);
  await fs.mkdir(outDir, { recursive: true });
  const fixtures = path.join(process.cwd(), 'tests/fixtures/uploads');
  const photos = {
    jpeg: new Uint8Array(await fs.readFile(path.join(fixtures, 'photo-a.jpg'))),
    webp: new Uint8Array(await fs.readFile(path.join(fixtures, 'photo-c.webp'))),
  };
  const logoSvg = await fs.readFile(path.join(process.cwd(), 'public/logo.svg'), 'utf8');
  for (const locale of LOCALES) {
    const doc = sampleQuotation(locale, photos, { lines, logoSvg, sample: process.argv[4] === 'sample' });
    const times: number[] = [];
    let bytes: Uint8Array = new Uint8Array();
    for (let run = 0; run < 3; run += 1) {
      const started = performance.now();
      bytes = await renderQuotationPdf(doc);
      times.push(performance.now() - started);
    }
    const file = path.join(outDir, `quotation-${locale}-${lines}.pdf`);
    await fs.writeFile(file, bytes);
    const [first, ...warm] = times.map((ms) => ms.toFixed(0));
    console.log(`${locale}\tlines=${lines}\tbytes=${bytes.length}\tfirst=${first} ms\twarm=${warm.join('/')} ms\t${file}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
