import { NextIntlClientProvider } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import { RenderBlocks, type RenderableBlock } from './render-blocks';

const SITE = 'https://www.example.co.id';

function render(blocks: RenderableBlock[]): string {
  return renderToStaticMarkup(
    <NextIntlClientProvider locale="id" timeZone="Asia/Jakarta" messages={{ blocks: en.blocks }}>
      <RenderBlocks blocks={blocks} siteOrigin={SITE} />
    </NextIntlClientProvider>,
  );
}

const anchor = (html: string, href: string) => new RegExp(`<a href="${href.replace(/[/.?]/g, '\\$&')}"[^>]*>`).exec(html)?.[0];

describe('rich text blocks', () => {
  it('renders an HTML text block with bold, italic and links, sanitised again on render', () => {
    const html = render([
      {
        type: 'text',
        content: {
          format: 'html',
          content:
            '<p><strong>Bold</strong> and <em>italic</em> <a href="https://other.example/x" onclick="x()">out</a> <a href="https://www.example.co.id/products">ours</a> <a href="/blog">path</a></p><script>alert(1)</script><img src="https://x/y.png"><h2>big</h2><a href="javascript:alert(1)">bad</a>',
        },
      },
    ]);
    expect(html).toContain('<strong>Bold</strong>');
    expect(html).toContain('<em>italic</em>');
    expect(anchor(html, 'https://other.example/x')).toBe('<a href="https://other.example/x" target="_blank" rel="noopener noreferrer">');
    expect(anchor(html, 'https://www.example.co.id/products')).toBe('<a href="https://www.example.co.id/products">');
    expect(anchor(html, '/blog')).toBe('<a href="/blog">');
    expect(html).not.toMatch(/<script|<img|<h2|onclick|javascript:/);
    expect(html).toContain('data-format="html"');
  });

  it('renders a stored plain-text block exactly as before: escaped, line breaks kept, no HTML parsed', () => {
    const html = render([{ type: 'text', content: { content: 'Line <b>one</b>\nline two' } }]);
    expect(html).toMatch(/<p [^>]*data-block="text"[^>]*>Line &lt;b&gt;one&lt;\/b&gt;\nline two<\/p>/);
    expect(html).not.toContain('data-format');
  });

  it('opens a cta to this site in the same tab, and another site in a new tab said so', () => {
    const same = render([
      { type: 'cta', content: { title: 'T', buttonText: 'Products', buttonUrl: 'https://www.example.co.id/products' } },
    ]);
    expect(same).toMatch(/<a href="https:\/\/www.example.co.id\/products" class="[^"]*">/);
    expect(same).not.toContain('target=');
    expect(same).not.toContain('(opens in a new tab)');
    const path = render([{ type: 'cta', content: { title: 'T', buttonText: 'Products', buttonUrl: '/products' } }]);
    expect(path).not.toContain('target=');
    const other = render([{ type: 'cta', content: { title: 'T', buttonText: 'Chat', buttonUrl: 'https://wa.me/62' } }]);
    expect(other).toMatch(/target="_blank" rel="noopener noreferrer"/);
    expect(other).toContain('(opens in a new tab)');
  });

  it('marks each English field of a half-translated block with lang, and only those', () => {
    const html = render([
      {
        type: 'cta',
        content: { title: 'Pesan sekarang', description: 'Any size', buttonText: 'Contact us', buttonUrl: '/contact' },
        fieldLang: { description: 'en', buttonText: 'en' },
      },
      { type: 'image', content: { url: '/a.jpg', alt: 'Kotak', caption: 'A box' }, fieldLang: { caption: 'en' } },
    ]);
    expect(html).toMatch(/<p class="[^"]*">Pesan sekarang<\/p>/);
    expect(html).toMatch(/<p lang="en" class="[^"]*">Any size<\/p>/);
    expect(html).toContain('<span lang="en">Contact us</span>');
    expect(html).toMatch(/<figcaption lang="en"[^>]*>A box<\/figcaption>/);
    expect(html).not.toMatch(/<div lang="en">/);
  });
});
