import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BlockPanel } from '@/components/admin/blog/editor/panels/block-panel';
import { BLOCK_PANELS } from '@/components/admin/blog/editor/panels/registry';
import { BLOCK_DEFINITIONS, BLOCK_TYPES, isEmptyBlock, readingTime, type BlockType } from '@/lib/blog/blocks';
import en from '@/messages/en.json';
import type { EditorBlockState } from '@/components/admin/blog/editor/editor-types';
import { BLOCK_RENDERERS } from './registry';
import { RenderBlocks } from './render-blocks';

// Iterates the three registries (lib definitions, public renderers, editor panels), so a new
// block type is checked end to end without a test of its own.

const html = (node: ReactNode) =>
  renderToStaticMarkup(
    <NextIntlClientProvider
      locale="en"
      timeZone="Asia/Jakarta"
      messages={{ blocks: en.blocks, editor: en.editor, adminCatalog: { editor: en.adminCatalog.editor } }}
    >
      {node}
    </NextIntlClientProvider>,
  );

/** SPEC section 5: these types are never empty, so their defaults are not either. */
const NEVER_EMPTY: readonly BlockType[] = ['list', 'divider'];
/** SPEC sections 5/9: only these types count towards reading time. */
const COUNTED: readonly BlockType[] = ['text', 'heading'];

/** The default with every blank text field and list item filled (an http URL fits text and URL fields alike). */
function filled(type: BlockType): Record<string, unknown> {
  const fill = (v: unknown): unknown => (v === '' ? 'https://example.com/a.jpg' : Array.isArray(v) ? v.map(fill) : v);
  const content = BLOCK_DEFINITIONS[type].defaults() as Record<string, unknown>;
  return Object.fromEntries(Object.entries(content).map(([k, v]) => [k, fill(v)]));
}

describe('block registries', () => {
  it('give every defined type a renderer and an editor panel, and nothing else', () => {
    expect(BLOCK_TYPES).toEqual(Object.keys(BLOCK_DEFINITIONS));
    expect(BLOCK_TYPES.length).toBeGreaterThan(0);
    expect(Object.keys(BLOCK_RENDERERS).sort()).toEqual([...BLOCK_TYPES].sort());
    expect(Object.keys(BLOCK_PANELS).sort()).toEqual([...BLOCK_TYPES].sort());
    for (const type of BLOCK_TYPES) expect(en.editor.blocks.types).toHaveProperty(type);
  });

  it.each(BLOCK_TYPES)('%s: its defaults are fresh and validate unchanged against its own schema', (type) => {
    const { schema, defaults } = BLOCK_DEFINITIONS[type];
    const content = defaults();
    expect(defaults()).not.toBe(content);
    expect(schema.safeParse(content)).toEqual({ success: true, data: content });
  });

  it.each(BLOCK_TYPES)('%s: an empty default is reported empty and renders nothing; content renders', (type) => {
    const content = BLOCK_DEFINITIONS[type].defaults();
    const neverEmpty = NEVER_EMPTY.includes(type);
    expect(isEmptyBlock({ type, content })).toBe(!neverEmpty);
    if (!neverEmpty) expect(html(<RenderBlocks blocks={[{ type, content }]} />)).not.toContain('data-block');
    expect(isEmptyBlock({ type, content: filled(type) })).toBe(false);
    expect(html(<RenderBlocks blocks={[{ type, content: filled(type) }]} />)).toContain(`data-block="${type}"`);
    expect(readingTime([{ type, content: filled(type) }]).wordCount).toBe(COUNTED.includes(type) ? 1 : 0);
  });

  it.each(BLOCK_TYPES)('%s: its editor panel renders the default with ids under the block', (type) => {
    const block = { id: 'b1', type, content: BLOCK_DEFINITIONS[type].defaults() } as EditorBlockState;
    expect(html(<BlockPanel block={block} onChange={() => {}} />)).toMatch(/id="block-b1-/);
  });
});
