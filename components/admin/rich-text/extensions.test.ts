// @vitest-environment happy-dom
import fs from 'node:fs';
import path from 'node:path';
import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { sanitizeDescription } from '@/lib/html/sanitize';
import { descriptionEditorProps, descriptionExtensions, editorHtml } from './extensions';

// The editor's schema and paste path, headless: what a paste, a shortcut or a markdown rule can make.

const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, '../../../tests/fixtures/paste', name), 'utf8');
let editor: Editor | undefined;

function makeEditor(content = '') {
  editor = new Editor({
    element: document.createElement('div'),
    extensions: descriptionExtensions(),
    editorProps: descriptionEditorProps,
    content,
  });
  return editor;
}

afterEach(() => editor?.destroy());

/** Types like a keyboard would: each character through the view's text-input handlers (input rules). */
function type(e: Editor, text: string) {
  const { view } = e;
  for (const ch of text) {
    const { from, to } = view.state.selection;
    const deflt = () => view.state.tr.insertText(ch, from, to);
    if (!view.someProp('handleTextInput', (f) => f(view, from, to, ch, deflt))) view.dispatch(deflt());
  }
}

describe('description editor schema', () => {
  it('has exactly the allowed nodes and marks', () => {
    const { schema } = makeEditor();
    expect(Object.keys(schema.nodes).sort()).toEqual([
      'bulletList',
      'doc',
      'hardBreak',
      'heading',
      'listItem',
      'orderedList',
      'paragraph',
      'text',
    ]);
    expect(Object.keys(schema.marks).sort()).toEqual(['bold', 'italic', 'link']);
  });

  it('pastes Word HTML as clean HTML the sanitiser leaves as it is', () => {
    const e = makeEditor();
    e.view.pasteHTML(fixture('word.html'));
    const html = editorHtml(e);
    expect(html).toBe(
      '<h2>Kraft Box</h2><p>Made from <strong>recycled</strong> board and <em>food safe</em> ink.</p>' +
        '<ul><li><p>Strong walls</p></li><li><p>Custom print</p></li></ul><ol><li><p>Order samples</p></li><li><p>Confirm artwork</p></li></ol>' +
        '<h3>Contact</h3><p>Write to <a target="_blank" rel="noopener noreferrer" href="mailto:sales@example.com">sales@example.com</a> or see ' +
        '<a target="_blank" rel="noopener noreferrer" href="https://example.com/catalogue">the catalogue</a> or this.</p><p>Size</p><p>20 cm</p>',
    );
    expect(sanitizeDescription(html)).toBe(html);
  });

  it('pastes Google Docs HTML without making everything bold', () => {
    const e = makeEditor();
    e.view.pasteHTML(fixture('google-docs.html'));
    const html = editorHtml(e);
    expect(html).toBe(
      '<h2>Paper Bags</h2><p>Our bags are <strong>strong</strong> and <em>light</em>.</p>' +
        '<ul><li><p>Kraft paper</p></li><li><p>Twisted handles</p></li></ul><h3>Order</h3>' +
        '<p><a target="_blank" rel="noopener noreferrer" href="https://example.com/order">Order online</a></p>',
    );
    expect(sanitizeDescription(html)).toBe(html);
  });

  it('cannot load tags outside the schema, even bypassing the paste cleaner', () => {
    const e = makeEditor(
      '<h1>T</h1><h4>U</h4><blockquote>q</blockquote><pre><code>c</code></pre><p><u>u</u><s>s</s><img src="https://x.test/a.png">' +
        '<a href="javascript:alert(1)">j</a><a href="https://x.test" class="c" title="t" target="_self">k</a></p><table><tr><td>cell</td></tr></table>',
    );
    const html = editorHtml(e);
    expect(html).not.toMatch(/<(h1|h4|blockquote|pre|code|u|s|img|table|td)\b|javascript|class=|title=|_self/);
    expect(html).toContain('<a target="_blank" rel="noopener noreferrer" href="https://x.test">k</a>');
  });

  it('markdown input rules only make allowed blocks', () => {
    const e = makeEditor();
    const first = (text: string) => {
      e.commands.setContent('');
      type(e, text);
      return e.getJSON().content?.[0];
    };
    for (const text of ['# ', '#### ', '> ', '```', '---', '~~s~~', '`c`', '==m==']) {
      expect(first(text)?.type, text).toBe('paragraph');
      expect(JSON.stringify(first(text)), text).not.toMatch(/"marks"/);
    }
    expect(first('## ')).toMatchObject({ type: 'heading', attrs: { level: 2 } });
    expect(first('### ')).toMatchObject({ type: 'heading', attrs: { level: 3 } });
    expect(first('- ')?.type).toBe('bulletList');
    expect(first('1. ')?.type).toBe('orderedList');
    expect(first('**b**')?.content?.[0]).toMatchObject({ text: 'b', marks: [{ type: 'bold' }] });
  });

  it('sends an empty string for an empty editor, not <p></p>', () => {
    const e = makeEditor('<p>x</p>');
    expect(editorHtml(e)).toBe('<p>x</p>');
    e.commands.clearContent();
    expect(e.getHTML()).toBe('<p></p>');
    expect(editorHtml(e)).toBe('');
    e.commands.setContent('<ul><li><p> </p></li></ul>');
    expect(editorHtml(e)).toBe('');
  });

  it('accepts only http(s) and mailto links from the setLink command', () => {
    const e = makeEditor('<p>word</p>');
    e.commands.selectAll();
    expect(e.commands.setLink({ href: 'javascript:alert(1)' })).toBe(false);
    expect(e.commands.setLink({ href: 'https://example.com' })).toBe(true);
    expect(editorHtml(e)).toBe('<p><a target="_blank" rel="noopener noreferrer" href="https://example.com">word</a></p>');
  });
});
