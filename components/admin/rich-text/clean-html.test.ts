// @vitest-environment happy-dom
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cleanHtml, isAllowedHref, normaliseHref } from './clean-html';

const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, '../../../tests/fixtures/paste', name), 'utf8');

describe('cleanHtml', () => {
  it('turns a Word paste into headings, paragraphs, marks, real lists and safe links only', () => {
    expect(cleanHtml(fixture('word.html'))).toBe(
      [
        '<h2>Kraft Box</h2>',
        '<p>Made from <strong>recycled</strong> board and <em>food safe</em> ink.</p>',
        '<ul><li>Strong walls</li><li>Custom print</li></ul>',
        '<ol><li>Order samples</li><li>Confirm artwork</li></ol>',
        '<h3>Contact</h3>',
        '<p>Write to <a href="mailto:sales@example.com">sales@example.com</a> or see <a href="https://example.com/catalogue">the catalogue</a> or this.</p>',
        '<p>Size</p><p>20 cm</p>',
      ].join(''),
    );
  });

  it('turns a Google Docs paste (bold wrapper, styled spans) into clean tags', () => {
    expect(cleanHtml(fixture('google-docs.html'))).toBe(
      [
        '<h2>Paper Bags</h2>',
        '<p>Our bags are <strong>strong</strong> and <em>light</em>.</p>',
        '<ul><li><p>Kraft paper</p></li><li><p>Twisted handles</p></li></ul>',
        '<h3>Order</h3>',
        '<p><a href="https://example.com/order">Order online</a></p>',
      ].join(''),
    );
  });

  it('nests Word list levels and starts a new list after a paragraph', () => {
    const item = (level: number, marker: string, text: string) =>
      `<p style="mso-list:l0 level${level} lfo1"><span style="mso-list:Ignore">${marker}</span>${text}</p>`;
    const html = item(1, '1.', 'One') + item(2, 'a.', 'One a') + item(1, '2.', 'Two') + '<p>Between</p>' + item(1, '·', 'Dot');
    expect(cleanHtml(html)).toBe('<ol><li>One<ol><li>One a</li></ol></li><li>Two</li></ol><p>Between</p><ul><li>Dot</li></ul>');
  });

  it('drops scripts, styles, images, classes, ids, event handlers and unknown tags but keeps their text', () => {
    const html =
      '<div class="x" onclick="evil()"><font color="red">Hi</font><script>alert(1)</script><img src=x onerror=alert(1)></div>' +
      '<blockquote style="color:red">Quote</blockquote><h5 id="a">Small</h5><u>under</u><code>c</code>';
    expect(cleanHtml(html)).toBe('<p>Hi</p><p>Quote</p><h3>Small</h3>underc');
  });

  it('keeps stored editor HTML as it is', () => {
    const html = '<h2>A</h2><p>b <strong>c</strong> <em>d</em><br>e</p><ul><li><p>f</p></li></ul><ol><li><p>g</p></li></ol>';
    expect(cleanHtml(html)).toBe(html);
  });
});

describe('isAllowedHref', () => {
  it.each([
    ['https://example.com/a?b=1', true],
    ['http://example.co.id', true],
    ['mailto:sales@example.com', true],
    ['  https://example.com  ', true],
    ['javascript:alert(1)', false],
    ['tel:+62123', false],
    ['ftp://example.com', false],
    ['//example.com', false],
    ['https://localhost', false],
    ['example.com', false],
    ['mailto:nobody', false],
    ['data:text/html,x', false],
  ])('%s → %s', (href, allowed) => {
    expect(isAllowedHref(href)).toBe(allowed);
  });
});

describe('normaliseHref', () => {
  it.each([
    ['example.com/boxes', 'https://example.com/boxes'],
    ['  https://example.com  ', 'https://example.com'],
    ['sales@example.com', 'mailto:sales@example.com'],
    ['mailto:sales@example.com', 'mailto:sales@example.com'],
    ['javascript:alert(1)', null],
    ['tel:+62123', null],
    ['', null],
    ['not a url', null],
  ])('%s → %s', (input, href) => {
    expect(normaliseHref(input)).toBe(href);
  });
});
