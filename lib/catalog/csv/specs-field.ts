// The `specs` column of the product CSV: `name=value; name=value`. Inside a name or value, `\`,
// `;` and `=` are written `\\`, `\;` and `\=`. Pure (unit-tested, round-trips any text).

export type SpecPair = { name: string; value: string };

export type SpecsDecodeResult = { ok: true; specs: SpecPair[] } | { ok: false; pair: number };

const escapePart = (text: string) => text.replace(/[\\;=]/g, (c) => `\\${c}`);

export function encodeSpecs(specs: readonly SpecPair[]): string {
  return specs.map((s) => `${escapePart(s.name)}=${escapePart(s.value)}`).join('; ');
}

/**
 * Decodes the field. Whitespace around names and values is dropped (the item form trims them
 * too); a blank pair (e.g. a trailing `;`) is ignored. A blank value is kept (`Lead Time=`: the
 * catalogue has such rows, and the file must round-trip). A pair without exactly one unescaped
 * `=`, with a blank name, or a `\` before any other character is an error naming the pair (1-based).
 * `blankNames` (a translated column, one pair per English row by position): `=` holds the place of
 * a row left untranslated, and a blank name is left for the translation rules to judge.
 */
export function decodeSpecs(field: string, options: { blankNames?: boolean } = {}): SpecsDecodeResult {
  const pairs: Array<{ parts: string[]; raw: string }> = [];
  let parts = [''];
  let raw = '';
  const endPair = () => {
    pairs.push({ parts, raw });
    parts = [''];
    raw = '';
  };
  for (let i = 0; i < field.length; i++) {
    const c = field[i]!;
    if (c === '\\') {
      const next = field[i + 1];
      if (next !== '\\' && next !== ';' && next !== '=') return { ok: false, pair: pairs.length + 1 };
      parts[parts.length - 1] += next;
      raw += 'x'; // an escaped character is never blank
      i++;
    } else if (c === ';') {
      endPair();
    } else if (c === '=') {
      parts.push('');
      raw += c;
    } else {
      parts[parts.length - 1] += c;
      raw += c;
    }
  }
  endPair();
  const specs: SpecPair[] = [];
  let n = 0;
  for (const pair of pairs) {
    if (pair.raw.trim() === '') continue;
    n++;
    if (pair.parts.length !== 2) return { ok: false, pair: n };
    const name = pair.parts[0]!.trim();
    const value = pair.parts[1]!.trim();
    if (name === '' && !options.blankNames) return { ok: false, pair: n };
    specs.push({ name, value });
  }
  return { ok: true, specs };
}
