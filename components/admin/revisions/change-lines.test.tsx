import { NextIntlClientProvider } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import zh from '@/messages/zh-CN.json';
import type { Change } from '@/lib/history/diff';
import { ChangeLines } from './change-lines';

// A translated field in the History panel reads by its label and language, never by a key like
// `blocks.1`: "Title (Indonesian)", "Block 2 (Image), Caption (Chinese)", "Specification 2, value".

const changes: Change[] = [
  { kind: 'translated', locale: 'id', field: 'title', before: 'Mengapa kotak', after: 'Kenapa kotak' },
  {
    kind: 'translated',
    locale: 'zh-CN',
    field: 'block',
    position: 2,
    blockType: 'image',
    blockField: 'caption',
    before: '',
    after: '我们的盒子',
  },
  {
    kind: 'translated',
    locale: 'id',
    field: 'block',
    position: 3,
    blockType: 'list',
    blockField: 'items',
    before: 'Satu',
    after: 'Satu · Dua',
  },
  { kind: 'translated', locale: 'id', field: 'specValue', position: 2, before: 'Karton', after: 'Kertas' },
  { kind: 'translated', locale: 'zh-CN', field: 'itemName', before: '硬盒', after: '磁吸礼盒' },
];

function lines(locale: 'en' | 'zh-CN', messages: typeof en) {
  const html = renderToStaticMarkup(
    // Only the `revisions` messages, as the admin pages hand this client component.
    <NextIntlClientProvider locale={locale} messages={{ revisions: messages.revisions }} timeZone="UTC">
      <ChangeLines changes={changes} names={{}} formatDate={(d) => d} />
    </NextIntlClientProvider>,
  );
  return [...html.matchAll(/<li>(.*?)<\/li>/g)].map((m) => m[1]!.replace(/&quot;/g, '"'));
}

describe('translated changes in the History panel', () => {
  it('name the field, block and language in English', () => {
    expect(lines('en', en)).toEqual([
      'Title (Indonesian): “Mengapa kotak” → “Kenapa kotak”',
      'Block 2 (Image), Caption (Chinese): “(empty)” → “我们的盒子”',
      'Block 3 (List) (Indonesian): “Satu” → “Satu · Dua”',
      'Specification 2, value (Indonesian): “Karton” → “Kertas”',
      'Product name (Chinese): “硬盒” → “磁吸礼盒”',
    ]);
  });

  it('and in Chinese', () => {
    expect(lines('zh-CN', zh as unknown as typeof en)[0]).toBe('标题（印尼文）：“Mengapa kotak” → “Kenapa kotak”');
  });
});
