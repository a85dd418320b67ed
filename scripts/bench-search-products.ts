// `npm run bench`'s search pass: adds N generated products (default 10,000) with names, codes,
// translations and specification values to the configured database, so the search is measured on
// a catalogue far larger than the seed. Bench databases only: refuses NODE_ENV=production.
import { LOCALES } from '../lib/i18n/routing';
import { fail, openConfiguredDatabase } from './db-open';

const WORDS = ['Rigid', 'Magnetic', 'Kraft', 'Window', 'Drawer', 'Premium', 'Eco', 'Mini', 'Luxury', 'Foldable', 'Matte', 'Gloss'];
const KINDS = ['Gift Box', 'Paper Bag', 'Mailer Box', 'Pouch', 'Tube', 'Sleeve', 'Tray', 'Carton'];
const ZH = ['礼盒', '纸袋', '邮寄盒', '袋子', '纸管', '套盒', '托盘', '纸箱'];
// Chinese names are a word of WORDS' meaning before the kind, as the seed's are (磁吸礼盒, 牛皮纸扭绳手提袋),
// so a Chinese search whose words are apart in the name (牛皮纸袋 in 牛皮纸纸袋) has hits to rank.
const ZH_WORDS = ['硬质', '磁吸', '牛皮纸', '开窗', '抽屉', '高档', '环保', '迷你', '奢华', '折叠', '哑光', '亮光'];
const ID = ['Kotak Kado', 'Tas Kertas', 'Kotak Kirim', 'Kantong', 'Tabung', 'Selongsong', 'Baki', 'Karton'];

async function main(): Promise<void> {
  if (process.env.NODE_ENV === 'production') throw new Error('refusing to add generated products with NODE_ENV=production');
  const count = Number(process.argv[2]) || 10_000;
  const { handle, where } = await openConfiguredDatabase();
  try {
    const started = Date.now();
    const batch = 500;
    for (let from = 0; from < count; from += batch) {
      const n = Math.min(batch, count - from);
      // One statement per batch: generate_series keeps the parameters few and the round trips short.
      await handle.runner.query(
        `with made as (
           insert into items (item_name, item_code, category_id)
           select ($1::text[])[(g % 12) + 1] || ' ' || ($2::text[])[(g / 12 % 8) + 1] || ' ' || g,
                  'GEN-' || lpad(g::text, 5, '0'), (select min(id) from categories)
             from generate_series($5::int, $6::int) g
           returning id, item_name)
         -- Their addresses too, as the editor would give them: without, the next start would make
         -- 10,000 slugs one transaction at a time (lib/catalog/slugs.ts backfillSlugs) before answering.
         , slugs as (
           insert into item_slugs (item_id, locale, slug)
           select id, l, 'generated-product-' || id from made cross join unnest($7::text[]) l)
         , specs as (
           insert into item_specifications (item_id, spec_name, spec_value)
           select id, 'Material', 'Greyboard ' || (id % 4 + 1) || ' mm, art paper ' || (id % 3 * 50 + 120) || ' gsm' from made)
         insert into item_translations (item_id, locale, item_name)
         select id, 'zh-CN', ($8::text[])[(id % 12) + 1] || ($3::text[])[(id / 12 % 8) + 1] || ' ' || id from made
         union all select id, 'id', ($4::text[])[(id % 8) + 1] || ' ' || id from made`,
        [WORDS, KINDS, ZH, ID, from, from + n - 1, [...LOCALES], ZH_WORDS],
      );
    }
    console.log(`✓ ${count} generated products added to ${where} in ${Date.now() - started} ms`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => fail('bench products', error));
