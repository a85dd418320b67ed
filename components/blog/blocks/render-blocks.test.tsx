import { NextIntlClientProvider } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import { RenderBlocks, type RenderableBlock } from './render-blocks';

// Assertions read the markup a reader or a crawler gets (tags, text, attributes, data-* hooks the
// renderers expose for their options), never Tailwind class strings: those are styling, and the
// formatter sorts them.

function render(blocks: RenderableBlock[]): string {
  return renderToStaticMarkup(
    <NextIntlClientProvider locale="en" timeZone="Asia/Jakarta" messages={{ blocks: en.blocks }}>
      <RenderBlocks blocks={blocks} />
    </NextIntlClientProvider>,
  );
}

/** The attributes of the first element carrying `data-block="<type>"`. */
function blockAttrs(html: string, type: string): Record<string, string> {
  const tag = new RegExp(`<[a-z0-9]+ [^>]*data-block="${type}"[^>]*>`).exec(html)?.[0];
  if (!tag) throw new Error(`no ${type} block in ${html}`);
  return Object.fromEntries([...tag.matchAll(/([a-z-]+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
}

/** The rendered blocks' types, in order. */
const blockTypes = (html: string) => [...html.matchAll(/data-block="([a-z]+)"/g)].map((m) => m[1]);

afterEach(() => vi.restoreAllMocks());

describe('RenderBlocks', () => {
  it('renders text as escaped plain text with font size and alignment (defaults normal, left)', () => {
    const html = render([{ type: 'text', content: { content: 'Hello <b>world</b>' } }]);
    expect(html).toMatch(/<p [^>]*data-block="text"[^>]*>Hello &lt;b&gt;world&lt;\/b&gt;<\/p>/);
    expect(blockAttrs(html, 'text')).toMatchObject({ 'data-size': 'normal', 'data-align': 'left' });
    expect(blockAttrs(render([{ type: 'text', content: { content: 'x', fontSize: 'small', alignment: 'center' } }]), 'text')).toMatchObject(
      {
        'data-size': 'small',
        'data-align': 'center',
      },
    );
    expect(blockAttrs(render([{ type: 'text', content: { content: 'x', fontSize: 'large', alignment: 'right' } }]), 'text')).toMatchObject({
      'data-size': 'large',
      'data-align': 'right',
    });
  });

  it('renders headings 1-4 (default 2) with a decorative accent rule; level 1 stays an <h2> under the article title', () => {
    const html = render([{ type: 'heading', content: { content: 'Default' } }]);
    expect(blockAttrs(html, 'heading')).toMatchObject({ 'data-level': '2', 'data-align': 'left' });
    expect(html).toMatch(/<h2[^>]*>Default<\/h2><div aria-hidden="true"/);
    expect(render([{ type: 'heading', content: { content: 'One', level: 1 } }])).toMatch(/data-level="1".*<h2[^>]*>One<\/h2>/);
    expect(render([{ type: 'heading', content: { content: 'Three', level: 3 } }])).toMatch(/<h3[^>]*>Three<\/h3>/);
    const four = render([{ type: 'heading', content: { content: 'Four', level: 4, alignment: 'center' } }]);
    expect(four).toMatch(/<h4[^>]*>Four<\/h4>/);
    expect(blockAttrs(four, 'heading')['data-align']).toBe('center');
  });

  it('renders an image only with an http(s) url, with alt, caption, alignment and width', () => {
    const html = render([
      {
        type: 'image',
        content: { url: 'https://cdn.example.com/a.jpg', alt: 'A box', caption: 'Our box', width: 'medium', alignment: 'left' },
      },
    ]);
    expect(blockAttrs(html, 'image')).toMatchObject({ 'data-width': 'medium', 'data-align': 'left' });
    expect(html).toMatch(/^<div[^>]*><figure /);
    expect(html).toContain('src="https://cdn.example.com/a.jpg"');
    expect(html).toContain('alt="A box"');
    expect(html).toMatch(/<figcaption[^>]*>Our box<\/figcaption><\/figure>/);
    const local = render([{ type: 'image', content: { url: '/storage/itemphotos/b.jpg' } }]);
    expect(blockAttrs(local, 'image')).toMatchObject({ 'data-width': 'full', 'data-align': 'center' });
    expect(local).toContain('/_next/image?url=%2Fstorage');
    expect(local).not.toContain('figcaption');
    for (const width of ['small', 'large'])
      expect(blockAttrs(render([{ type: 'image', content: { url: '/x.jpg', width } }]), 'image')['data-width']).toBe(width);
    expect(blockTypes(render([{ type: 'image', content: { url: '', alt: 'x' } }]))).toEqual([]);
    expect(blockTypes(render([{ type: 'image', content: { url: 'javascript:alert(1)' } }]))).toEqual([]);
  });

  it('renders bullet, numbered and checklist lists when items is an array, skipping blank items', () => {
    const bullet = render([{ type: 'list', content: { items: ['a', ' ', 'b'] } }]);
    expect(blockAttrs(bullet, 'list')['data-list-type']).toBe('bullet');
    expect(bullet).toMatch(/<ul [^>]*data-block="list"[^>]*><li[^>]*>a<\/li><li[^>]*>b<\/li><\/ul>/);
    expect(render([{ type: 'list', content: { items: ['a'], listType: 'numbered' } }])).toMatch(
      /<ol [^>]*data-list-type="numbered"[^>]*><li[^>]*>a<\/li><\/ol>/,
    );
    expect(render([{ type: 'list', content: { items: ['done'], listType: 'checklist' } }])).toMatch(
      /data-list-type="checklist".*<svg aria-hidden="true".*<span>done<\/span>/,
    );
  });

  it('renders quotes with optional author in three styles (default bordered)', () => {
    const bordered = render([{ type: 'quote', content: { content: 'Q', author: 'Budi' } }]);
    expect(blockAttrs(bordered, 'quote')['data-style']).toBe('bordered');
    expect(bordered).toMatch(/<blockquote[^>]*>Q<\/blockquote><figcaption[^>]*>— Budi<\/figcaption>/);
    expect(blockAttrs(render([{ type: 'quote', content: { content: 'Q', style: 'background' } }]), 'quote')['data-style']).toBe(
      'background',
    );
    const minimal = render([{ type: 'quote', content: { content: 'Q', style: 'minimal' } }]);
    expect(blockAttrs(minimal, 'quote')['data-style']).toBe('minimal');
    expect(minimal).not.toContain('figcaption');
  });

  it('renders dividers with style and colour (default solid #E5E7EB)', () => {
    expect(render([{ type: 'divider', content: {} }])).toContain('style="border-top-style:solid;border-top-color:#E5E7EB"');
    expect(render([{ type: 'divider', content: { style: 'dashed', color: '#ff0000' } }])).toContain(
      'border-top-style:dashed;border-top-color:#ff0000',
    );
    expect(render([{ type: 'divider', content: { style: 'dotted' } }])).toContain('border-top-style:dotted');
  });

  it('renders a cta button only when buttonText is set; another site opens in a new tab', () => {
    const html = render([
      {
        type: 'cta',
        content: { title: 'Order now', description: 'Custom sizes', buttonText: 'Contact us', buttonUrl: 'https://wa.me/62' },
      },
    ]);
    expect(html).toMatch(
      /data-style="primary".*Order now.*Custom sizes.*<a href="https:\/\/wa.me\/62" target="_blank" rel="noopener noreferrer"/,
    );
    expect(html).toContain('(opens in a new tab)');
    expect(render([{ type: 'cta', content: { title: 'T', buttonText: 'Go' } }])).toContain('href="#"');
    expect(render([{ type: 'cta', content: { title: 'T', buttonText: 'Go', buttonUrl: 'javascript:alert(1)' } }])).toContain('href="#"');
    expect(render([{ type: 'cta', content: { title: 'T' } }])).not.toContain('<a ');
    expect(blockAttrs(render([{ type: 'cta', content: { title: 'T', style: 'secondary' } }]), 'cta')['data-style']).toBe('secondary');
    expect(blockAttrs(render([{ type: 'cta', content: { title: 'T', style: 'gradient' } }]), 'cta')['data-style']).toBe('gradient');
  });

  it('skips unknown types silently and malformed blocks with a log, keeping the rest', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const html = render([
      { type: 'text', content: { content: 'before' } },
      { type: 'video', content: { src: 'x' } },
      { id: 'bad', type: 'list', content: { items: 'not an array' } },
      { type: 'text', content: 'garbage' },
      { type: 'text', content: { content: 'after' } },
    ]);
    expect(blockTypes(html)).toEqual(['text', 'text']);
    expect(html).toContain('before');
    expect(html).toContain('after');
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[0]![0])).toContain('malformed list block bad');
  });

  it('leaves out empty blocks', () => {
    const html = render([
      { type: 'text', content: { content: '  ' } },
      { type: 'cta', content: { title: '' } },
    ]);
    expect(blockTypes(html)).toEqual([]);
    expect(html).toMatch(/^<div[^>]*><\/div>$/);
  });
});

describe('a block shown in another language', () => {
  it('is wrapped in an element carrying its lang; a block in the page language is not', () => {
    const html = render([
      { id: 'a', type: 'text', content: { content: 'Still English' }, lang: 'en' },
      { id: 'b', type: 'text', content: { content: '已翻译' } },
    ]);
    expect(html).toMatch(/<div lang="en"><p [^>]*data-block="text"[^>]*>Still English<\/p><\/div>/);
    expect(html).toMatch(/<p [^>]*data-block="text"[^>]*>已翻译<\/p>/);
    expect(html.match(/lang=/g)).toHaveLength(1);
  });
});
