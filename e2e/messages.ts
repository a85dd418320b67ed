import fs from 'node:fs';
import path from 'node:path';

export const E2E_LOCALES = [
  { locale: 'en', prefix: '' },
  { locale: 'id', prefix: '/id' },
  { locale: 'zh-CN', prefix: '/zh-CN' },
] as const;

export type E2eLocale = (typeof E2E_LOCALES)[number]['locale'];

type Tree = { [key: string]: string | Tree };
const cache = new Map<string, Tree>();

/**
 * A message of messages/<locale>.json by dotted key, with simple `{name}` placeholders (and the
 * `{n, plural, one {…} other {…}}` form, `one` optional as in Indonesian and Chinese) filled in and
 * rich-text tags (`<link>…</link>`) removed: specs assert on the same text users see.
 */
export function msg(locale: E2eLocale, key: string, values: Record<string, string | number> = {}): string {
  let tree = cache.get(locale);
  if (!tree) {
    tree = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '..', 'messages', `${locale}.json`), 'utf8')) as Tree;
    cache.set(locale, tree);
  }
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no message ${key} in ${locale}`);
  return node
    .replace(/\{(\w+), plural, (?:one \{([^}]*)\} )?other \{([^}]*)\}\}/g, (m, name: string, one: string | undefined, other: string) =>
      name in values ? (Number(values[name]) === 1 && one !== undefined ? one : other).replace(/#/g, String(values[name])) : m,
    )
    .replace(/\{(\w+)\}/g, (m, name: string) => (name in values ? String(values[name]) : m))
    .replace(/<\/?\w+>/g, '');
}
