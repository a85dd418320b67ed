import { NextIntlClientProvider } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import { RenderBlocks, type RenderableBlock } from './render-blocks';

function render(blocks: RenderableBlock[]): string {
  return renderToStaticMarkup(
    <NextIntlClientProvider locale="en" timeZone="Asia/Jakarta" messages={{ blocks: en.blocks }}>
      <RenderBlocks blocks={blocks} />
    </NextIntlClientProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('RenderBlocks', () => {
  it('renders text with font size and alignment (defaults normal, left)', () => {
    expect(render([{ type: 'text', content: { content: 'Hello <b>world</b>' } }])).toContain(
      'class="whitespace-pre-line text-slate-800 text-lg leading-8 text-left">Hello &lt;b&gt;world&lt;/b&gt;</p>',
    );
    expect(render([{ type: 'text', content: { content: 'x', fontSize: 'small', alignment: 'center' } }])).toMatch(/text-base leading-7 text-center/);
    expect(render([{ type: 'text', content: { content: 'x', fontSize: 'large', alignment: 'right' } }])).toMatch(/text-xl leading-9 text-right/);
  });

  it('renders headings 1-4 (default 2) with an accent rule', () => {
    expect(render([{ type: 'heading', content: { content: 'Default' } }])).toMatch(/data-level="2".*<h2[^>]*>Default<\/h2>.*bg-accent-500/);
    expect(render([{ type: 'heading', content: { content: 'One', level: 1 } }])).toMatch(/data-level="1".*<h2 class="[^"]*text-3xl/);
    expect(render([{ type: 'heading', content: { content: 'Three', level: 3 } }])).toMatch(/<h3[^>]*>Three<\/h3>/);
    expect(render([{ type: 'heading', content: { content: 'Four', level: 4, alignment: 'center' } }])).toMatch(/text-center.*<h4[^>]*>Four<\/h4>.*mx-auto/);
  });

  it('renders an image only with an http(s) url, with alt, caption, alignment and width', () => {
    const html = render([
      { type: 'image', content: { url: 'https://cdn.example.com/a.jpg', alt: 'A box', caption: 'Our box', width: 'medium', alignment: 'left' } },
    ]);
    expect(html).toMatch(/<figure data-block="image" data-width="medium" class="max-w-md mr-auto">/);
    expect(html).toContain('src="https://cdn.example.com/a.jpg"');
    expect(html).toContain('alt="A box"');
    expect(html).toContain('<figcaption class="mt-2 text-center text-sm text-slate-600">Our box</figcaption>');
    expect(render([{ type: 'image', content: { url: '/storage/itemphotos/b.jpg' } }])).toMatch(/data-width="full" class="w-full mx-auto".*\/_next\/image\?url=%2Fstorage/);
    for (const width of ['small', 'large']) expect(render([{ type: 'image', content: { url: '/x.jpg', width } }])).toContain(`data-width="${width}"`);
    expect(render([{ type: 'image', content: { url: '', alt: 'x' } }])).toBe('<div class="space-y-6"></div>');
    expect(render([{ type: 'image', content: { url: 'javascript:alert(1)' } }])).toBe('<div class="space-y-6"></div>');
  });

  it('renders bullet, numbered and checklist lists when items is an array', () => {
    expect(render([{ type: 'list', content: { items: ['a', ' ', 'b'] } }])).toMatch(/<ul data-block="list" data-list-type="bullet"[^>]*list-disc[^>]*><li class="pl-1">a<\/li><li class="pl-1">b<\/li><\/ul>/);
    expect(render([{ type: 'list', content: { items: ['a'], listType: 'numbered' } }])).toMatch(/<ol [^>]*list-decimal/);
    expect(render([{ type: 'list', content: { items: ['done'], listType: 'checklist' } }])).toMatch(/data-list-type="checklist".*<svg aria-hidden="true".*<span>done<\/span>/);
  });

  it('renders quotes with optional author in three styles (default bordered)', () => {
    expect(render([{ type: 'quote', content: { content: 'Q', author: 'Budi' } }])).toMatch(/data-style="bordered" class="border-l-4.*<blockquote[^>]*>Q<\/blockquote><figcaption[^>]*>— Budi<\/figcaption>/);
    expect(render([{ type: 'quote', content: { content: 'Q', style: 'background' } }])).toMatch(/data-style="background" class="rounded-xl bg-brand-50/);
    const minimal = render([{ type: 'quote', content: { content: 'Q', style: 'minimal' } }]);
    expect(minimal).toContain('data-style="minimal"');
    expect(minimal).not.toContain('figcaption');
  });

  it('renders dividers with style and colour (default solid #E5E7EB)', () => {
    expect(render([{ type: 'divider', content: {} }])).toContain('style="border-top-style:solid;border-top-color:#E5E7EB"');
    expect(render([{ type: 'divider', content: { style: 'dashed', color: '#ff0000' } }])).toContain('border-top-style:dashed;border-top-color:#ff0000');
    expect(render([{ type: 'divider', content: { style: 'dotted' } }])).toContain('border-top-style:dotted');
  });

  it('renders a cta with a new-tab button only when buttonText is set', () => {
    const html = render([{ type: 'cta', content: { title: 'Order now', description: 'Custom sizes', buttonText: 'Contact us', buttonUrl: 'https://wa.me/62' } }]);
    expect(html).toMatch(/data-style="primary".*Order now.*Custom sizes.*<a href="https:\/\/wa.me\/62" target="_blank" rel="noopener"/);
    expect(html).toContain('(opens in a new tab)');
    expect(render([{ type: 'cta', content: { title: 'T', buttonText: 'Go' } }])).toContain('href="#"');
    expect(render([{ type: 'cta', content: { title: 'T', buttonText: 'Go', buttonUrl: 'javascript:alert(1)' } }])).toContain('href="#"');
    expect(render([{ type: 'cta', content: { title: 'T' } }])).not.toContain('<a ');
    expect(render([{ type: 'cta', content: { title: 'T', style: 'secondary' } }])).toContain('data-style="secondary"');
    expect(render([{ type: 'cta', content: { title: 'T', style: 'gradient' } }])).toContain('bg-gradient-to-r');
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
    expect(html).toContain('before');
    expect(html).toContain('after');
    expect(html).not.toContain('data-block="list"');
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[0]![0])).toContain('malformed list block bad');
  });

  it('leaves out empty blocks', () => {
    expect(render([{ type: 'text', content: { content: '  ' } }, { type: 'cta', content: { title: '' } }])).toBe('<div class="space-y-6"></div>');
  });
});
