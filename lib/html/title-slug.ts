import 'server-only';
import { pinyin } from 'pinyin-pro';
import { generateSlug } from './slug';

const HAN = /\p{Script=Han}/u;

/**
 * A URL slug from a title in any of the site's languages, or '' when the title has nothing a web
 * address can use (the editor then says so instead of writing 'untitled'). Chinese characters
 * become toneless pinyin, one word per syllable ("食品包装" -> "shi-pin-bao-zhuang"); Latin titles
 * (English, Indonesian) lose their accents. Runs on the server: the pinyin dictionary is too big
 * for the editor's bundle. Blog posts, products and categories all take their slugs from here.
 */
export function titleSlug(title: string): string {
  const text = HAN.test(title) ? pinyin(title, { toneType: 'none', type: 'array', nonZh: 'consecutive', v: true }).join(' ') : title;
  const folded = text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  return /[a-z0-9]/i.test(folded) ? generateSlug(text) : '';
}
