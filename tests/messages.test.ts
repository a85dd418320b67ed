import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../lib/i18n/routing';
import { icuSignature } from './icu';

type Tree = { [key: string]: unknown };

function flatten(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of flatten(value as Tree, full)) out.set(k, v);
    } else {
      out.set(full, value);
    }
  }
  return out;
}

const messages = Object.fromEntries(
  LOCALES.map((locale) => {
    const file = path.join(import.meta.dirname, '..', 'messages', `${locale}.json`);
    return [locale, flatten(JSON.parse(fs.readFileSync(file, 'utf8')) as Tree)];
  }),
) as Record<(typeof LOCALES)[number], Map<string, unknown>>;

describe('messages/{en,id,zh-CN}.json', () => {
  it('have identical key sets', () => {
    const en = [...messages.en.keys()].sort();
    for (const locale of ['id', 'zh-CN'] as const) {
      const other = [...messages[locale].keys()].sort();
      const missing = en.filter((k) => !messages[locale].has(k));
      const extra = other.filter((k) => !messages.en.has(k));
      expect({ locale, missing, extra }).toEqual({ locale, missing: [], extra: [] });
    }
  });

  it('contain only non-empty strings', () => {
    for (const locale of LOCALES) {
      const bad = [...messages[locale]].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k);
      expect({ locale, bad }).toEqual({ locale, bad: [] });
    }
  });

  it('are valid ICU messages with the same placeholder names and tags in every language', () => {
    const problems: string[] = [];
    for (const key of messages.en.keys()) {
      let reference: ReturnType<typeof icuSignature> | undefined;
      for (const locale of LOCALES) {
        const text = messages[locale].get(key);
        if (typeof text !== 'string') continue;
        try {
          // Names, not types: Indonesian and Chinese have no plural forms, so `{count, plural, …}` in
          // English may be a plain `{count}` there.
          const full = icuSignature(text);
          const signature = { args: [...new Set(full.args.map((a) => a.replace(/:.*/, '')))].sort(), tags: full.tags };
          if (!reference) reference = signature;
          else if (JSON.stringify(signature) !== JSON.stringify(reference)) {
            problems.push(`${key}: ${locale} uses ${JSON.stringify(signature)}, en uses ${JSON.stringify(reference)}`);
          }
        } catch (error) {
          problems.push(`${key} (${locale}): ${(error as Error).message}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('icuSignature', () => {
  it('reads simple, plural and select arguments and rich-text tags', () => {
    expect(icuSignature('© {year} {company}.')).toEqual({ args: ['company', 'year'], tags: [] });
    expect(icuSignature('Developed by <link>{developer}</link>')).toEqual({ args: ['developer'], tags: ['link'] });
    expect(icuSignature('{count, plural, =0 {none} one {# item} other {# items of {total}}}')).toEqual({
      args: ['count:plural', 'total'],
      tags: [],
    });
    expect(icuSignature("{kind, select, a {A} other {it''s}} {n, number, integer}")).toEqual({
      args: ['kind:select', 'n:number'],
      tags: [],
    });
  });

  it('rejects unbalanced braces and tags', () => {
    expect(() => icuSignature('Hello {name')).toThrow();
    expect(() => icuSignature('Hello name}')).toThrow();
    expect(() => icuSignature('<b>bold')).toThrow();
  });
});
