import { describe, expect, it, vi } from 'vitest';
import { createTranslator } from 'use-intl/core';
import type { z } from 'zod';
import en from '@/messages/en.json';
import id from '@/messages/id.json';
import zh from '@/messages/zh-CN.json';
import { LOCALES, type AppLocale } from '@/lib/i18n/routing';

// Every admin server action's answer to input its schema refuses, in each language: what the page
// shows when a field is missing or malformed. The actions are ENUMERATED (a new one is in the sweep
// at once), and each gets inputs built from its own schema: nothing, wrong types, empty, far too long
// and nested garbage, per field and for all fields at once. No answer may show a message key (the
// fallback next-intl renders for a key that is not in the file) or zod's default English text.

const MESSAGES = { en, id, 'zh-CN': zh } as const;
vi.mock('next-intl/server', () => ({
  getLocale: async () => 'en',
  getTranslations: async (arg: string | { locale?: AppLocale; namespace: string }) => {
    const { locale = 'en', namespace } = typeof arg === 'string' ? { namespace: arg } : arg;
    // A missing key renders as its path (next-intl's fallback), which the checks below catch.
    return createTranslator({ locale, messages: MESSAGES[locale], namespace: namespace as 'admin', onError: () => undefined });
  },
}));
vi.mock('next/headers', async () => (await import('@/tests/request-mocks')).nextHeadersModule());
vi.mock('next/cache', () => ({ refresh: vi.fn(), updateTag: vi.fn(), revalidateTag: vi.fn(), revalidatePath: vi.fn() }));

const { refusalOf } = await import('./define-action');
const MODULES = {
  'lib/backup/actions.ts': await import('@/lib/backup/actions'),
  'lib/blog/admin/actions.ts': await import('@/lib/blog/admin/actions'),
  'lib/blog/admin/media-actions.ts': await import('@/lib/blog/admin/media-actions'),
  'lib/blog/admin/translation-actions.ts': await import('@/lib/blog/admin/translation-actions'),
  'lib/blog/taxonomy-actions.ts': await import('@/lib/blog/taxonomy-actions'),
  'lib/catalog/actions.ts': await import('@/lib/catalog/actions'),
  'lib/catalog/categories-actions.ts': await import('@/lib/catalog/categories-actions'),
  'lib/catalog/translations/actions.ts': await import('@/lib/catalog/translations/actions'),
  'lib/home/actions.ts': await import('@/lib/home/actions'),
  'lib/inquiries/admin-actions.ts': await import('@/lib/inquiries/admin-actions'),
  'lib/insights/actions.ts': await import('@/lib/insights/actions'),
  'lib/quotations/actions.ts': await import('@/lib/quotations/actions'),
  'lib/team/actions.ts': await import('@/lib/team/actions'),
};

type Def = { type: string; shape?: Record<string, z.ZodType>; in?: z.ZodType; innerType?: z.ZodType; element?: z.ZodType };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The object shape under wrappers (pipe, default, optional, nullable, preprocess), or null. */
function shapeOf(schema: z.ZodType | undefined, depth = 0): Record<string, z.ZodType> | null {
  if (!schema || depth > 6) return null;
  const def = defOf(schema);
  if (def.type === 'object' && def.shape) return def.shape;
  return shapeOf(def.in ?? def.innerType, depth + 1);
}

const BAD_VALUES: unknown[] = [
  undefined,
  null,
  42,
  true,
  '',
  ' ',
  'x'.repeat(100_001),
  '\u0000',
  ['a', 'b'],
  {},
  { nested: 1 },
  -1,
  '{not json',
];

/** Malformed inputs for a schema: whole-input garbage, then per field (two levels deep) and all fields at once. */
function malformedInputs(schema: z.ZodType): unknown[] {
  const inputs: unknown[] = [undefined, null, {}, [], 'x', 42];
  const shape = shapeOf(schema);
  if (!shape) return inputs;
  const keys = Object.keys(shape);
  for (const bad of BAD_VALUES) {
    inputs.push(Object.fromEntries(keys.map((k) => [k, bad])));
    for (const key of keys) {
      inputs.push({ [key]: bad });
      const inner = shapeOf(shape[key]);
      if (inner) {
        for (const innerKey of Object.keys(inner)) inputs.push({ [key]: { [innerKey]: bad } });
        inputs.push({ [key]: Object.fromEntries(Object.keys(inner).map((k) => [k, bad])) });
      }
    }
  }
  return inputs;
}

const NAMESPACES = Object.keys(en);
// zod 4's default messages (en locale): "Invalid input: expected string, received undefined", "Too small: …" …
const ZOD_DEFAULTS =
  /Invalid (input|option|string|element|key|union|value|type)|expected .+, received|Too (small|big)|Unrecognized key|Required$/;

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** Every text of the message files as written (a text taken verbatim from them is translated by definition). */
const MESSAGE_TEXTS = new Set(Object.values(MESSAGES).flatMap(strings));

function problems(text: string): string[] {
  if (MESSAGE_TEXTS.has(text)) return [];
  const found: string[] = [];
  const key = NAMESPACES.find((ns) => text.startsWith(`${ns}.`) || text.includes(` ${ns}.`));
  if (key) found.push(`message key of ${key}`);
  if (ZOD_DEFAULTS.test(text)) found.push('zod default text');
  return found;
}

const actions = Object.entries(MODULES).flatMap(([file, mod]) =>
  Object.entries(mod as Record<string, unknown>).map(([name, action]) => ({ file, name, action })),
);

describe('refused input in every admin action', () => {
  it('covers every export of every admin action module, each built by adminAction', () => {
    expect(actions.length).toBeGreaterThan(30);
    for (const { file, name, action } of actions) expect(refusalOf(action), `${file} ${name}`).toBeDefined();
  });

  for (const { file, name, action } of actions) {
    it(`${name} (${file}) answers refused input with translated text only`, async () => {
      const refusal = refusalOf(action)!;
      let refused = 0;
      for (const locale of LOCALES) {
        for (const input of malformedInputs(refusal.schema)) {
          const answer = await refusal.answer(input, locale);
          if (!answer) continue;
          refused += 1;
          expect(answer.ok).toBe(false);
          // (An answer without text, such as the live slug check's, shows nothing.)
          const texts = strings(answer).filter((s) => s.length > 0);
          for (const text of texts) expect(problems(text), `${locale} ${JSON.stringify(input)?.slice(0, 120)} → ${text}`).toEqual([]);
        }
      }
      expect(refused, 'the schema refused some of the malformed inputs').toBeGreaterThan(0);
    });
  }
});
