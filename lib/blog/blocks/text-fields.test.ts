import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LOCALES } from '../../i18n/routing';
import { defineBlock, type BlockDefinition, type BlockTextField } from './definition';
import { BLOCK_DEFINITIONS, BLOCK_TYPES } from './registry';
import { BLOCK_FIELD_FORMAT, BLOCK_TEXT_FIELDS, blockTextField } from './translation';

// A block's translated words and their labels are declared once, in its definition's
// `textFields`; these tests hold every definition to what the translation screen and the
// messages need, and show on a made-up block that a missing label is caught.

const fieldLabels = Object.fromEntries(
  LOCALES.map((locale) => {
    const file = path.join(import.meta.dirname, '..', '..', '..', 'messages', `${locale}.json`);
    const fields = (JSON.parse(fs.readFileSync(file, 'utf8')) as { editor: { fields: Record<string, unknown> } }).editor.fields;
    return [locale, fields];
  }),
);

/** What is wrong with one definition's text fields: unknown fields, labels without a message, wrong shapes. */
function textFieldProblems(type: string, definition: BlockDefinition, labels: Record<string, Record<string, unknown>>): string[] {
  const defaults = definition.defaults() as Record<string, unknown>;
  const problems: string[] = [];
  for (const [field, spec] of Object.entries(definition.textFields as Record<string, BlockTextField>)) {
    if (!(field in defaults)) problems.push(`${type}.${field} is not a field of the block`);
    for (const [locale, messages] of Object.entries(labels)) {
      if (typeof messages[spec.label] !== 'string') problems.push(`${type}.${field}: no label editor.fields.${spec.label} in ${locale}`);
    }
    const isList = Array.isArray(defaults[field]);
    if (isList !== (spec.input === 'list')) problems.push(`${type}.${field}: input ${spec.input} does not fit its value`);
    if (spec.input === 'rich' && !(spec.format in defaults)) problems.push(`${type}.${field}: no format flag ${spec.format}`);
  }
  return problems;
}

describe('block text fields', () => {
  it('every definition names real fields, with a label in every locale and an input that fits', () => {
    const problems = BLOCK_TYPES.flatMap((type) => textFieldProblems(type, BLOCK_DEFINITIONS[type] as BlockDefinition, fieldLabels));
    expect(problems).toEqual([]);
  });

  it('a block that adds a field without a label is caught', () => {
    const schema = z.object({ content: z.string(), subtitle: z.string() });
    const fixture = defineBlock({
      schema,
      defaults: () => ({ content: '', subtitle: '' }),
      isEmpty: () => false,
      readingText: () => '',
      fieldMax: {},
      // 'subtitle' is no editor.fields.* message: the label a new field would need.
      textFields: { content: { label: 'content', input: 'line' }, subtitle: { label: 'subtitle' as 'content', input: 'line' } },
    });
    expect(textFieldProblems('fixture', fixture as BlockDefinition, fieldLabels)).toEqual(
      LOCALES.map((locale) => `fixture.subtitle: no label editor.fields.subtitle in ${locale}`),
    );
  });

  it('BLOCK_TEXT_FIELDS and the format flags are read from the definitions', () => {
    for (const type of BLOCK_TYPES) {
      expect(BLOCK_TEXT_FIELDS[type]).toEqual(Object.keys(BLOCK_DEFINITIONS[type].textFields));
      for (const field of BLOCK_TEXT_FIELDS[type]) expect(blockTextField(type, field)).toBeDefined();
    }
    expect(BLOCK_TEXT_FIELDS).toEqual({
      text: ['content'],
      heading: ['content'],
      image: ['alt', 'caption'],
      list: ['items'],
      quote: ['content'],
      divider: [],
      cta: ['title', 'description', 'buttonText'],
    });
    expect(BLOCK_FIELD_FORMAT).toEqual({ text: { content: 'format' } });
    // Presentation fields are never words: a URL or the quote's author stays the English block's.
    expect(blockTextField('image', 'url')).toBeUndefined();
    expect(blockTextField('quote', 'author')).toBeUndefined();
    expect(blockTextField('cta', 'buttonUrl')).toBeUndefined();
  });
});
