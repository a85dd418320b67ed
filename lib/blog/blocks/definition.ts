import type { z } from 'zod';
import type { Messages } from '../../i18n/messages';

type EditorFields = Messages['editor']['fields'];
/** An editor field label (a string in messages editor.fields.*): the translation screen names a field with it. */
export type BlockFieldLabel = { [K in keyof EditorFields]: EditorFields[K] extends string ? K : never }[keyof EditorFields];

/**
 * One field whose words are translated per locale (SPEC: everything else, URLs, alignment, level,
 * width, styles, the quote's author name, stays the English block's). `input` is how the
 * translation screen edits it: one line, a paragraph, the rich text editor (its markup flag,
 * `format`, travels with the words) or one line per list item.
 */
export type BlockTextField =
  { label: BlockFieldLabel; input: 'line' | 'paragraph' | 'list' } | { label: BlockFieldLabel; input: 'rich'; format: string };

/**
 * Everything the pure side knows about one block type, in one object: a new type is one file
 * exporting one of these (plus its renderer and editor panel, whose registries are typed over
 * `BlockType`, so the compiler lists what is missing). No React, no database: this runs in zod
 * validation on the server and in the editor in the browser.
 */
export type BlockDefinition<S extends z.ZodType = z.ZodType> = {
  /** Reads stored or edited content; presentation options fall back to their default. */
  schema: S;
  /** SPEC section 3 defaults for a new block (a fresh object each call). */
  defaults(): z.output<S>;
  /** SPEC section 5: an empty block is dropped on save and skipped by the renderer. */
  isEmpty(content: z.output<S>): boolean;
  /** The text counted for reading time (SPEC sections 5/9: text and heading only, else ''). */
  readingText(content: z.output<S>): string;
  /** Characters per string field, checked on save; a field not named here gets DEFAULT_FIELD_MAX. */
  fieldMax: Partial<Record<keyof z.output<S> & string, number>>;
  /**
   * The fields translated per locale, in the order the translation screen shows them, each with
   * its label; everything that lists a block's words (BLOCK_TEXT_FIELDS, the SQL that measures
   * completeness, the translation screen) is derived from this.
   */
  textFields: Partial<Record<keyof z.output<S> & string, BlockTextField>>;
};

/**
 * Types a definition against its own schema (`isEmpty`, `readingText` and `fieldMax` see its
 * output). Each file annotates `defaults`' return type: inferred alone, its option literals widen.
 */
export function defineBlock<S extends z.ZodType>(definition: BlockDefinition<S>): BlockDefinition<S> {
  return definition;
}
