/**
 * A small ICU MessageFormat reader for tests: the argument names (with their type) and rich-text tag
 * names a message uses, and whether its braces and tags are balanced.
 */
export type IcuSignature = { args: string[]; tags: string[] };

const BRANCHING = new Set(['plural', 'select', 'selectordinal']);

export function icuSignature(message: string): IcuSignature {
  const args = new Set<string>();
  const tags = new Set<string>();
  let i = 0;

  const fail = (why: string): never => {
    throw new Error(`${why} at ${i} in ${JSON.stringify(message)}`);
  };

  // Reads message text until an unmatched `}` (nested) or the end (top level).
  const readText = (nested: boolean): void => {
    const open: string[] = [];
    while (i < message.length) {
      const c = message[i]!;
      if (c === "'" && (message[i + 1] === '{' || message[i + 1] === '}')) {
        const end = message.indexOf("'", i + 1);
        i = end === -1 ? message.length : end + 1;
      } else if (c === "'" && message[i + 1] === "'") {
        i += 2;
      } else if (c === '{') {
        i++;
        readArgument();
      } else if (c === '}') {
        if (!nested) fail('unmatched }');
        if (open.length) fail(`unclosed <${open.at(-1)}>`);
        return;
      } else if (c === '<') {
        const tag = /^<(\/?)([A-Za-z][\w-]*)>/.exec(message.slice(i));
        if (tag) {
          const [whole, closing, name] = tag as unknown as [string, string, string];
          if (closing) {
            if (open.pop() !== name) fail(`unexpected </${name}>`);
          } else {
            open.push(name);
            tags.add(name);
          }
          i += whole.length;
        } else {
          i++;
        }
      } else {
        i++;
      }
    }
    if (nested) fail('missing }');
    if (open.length) fail(`unclosed <${open.at(-1)}>`);
  };

  const readArgument = (): void => {
    const head = /^\s*([A-Za-z_][\w]*)\s*(?:,\s*([a-z]+)\s*)?/.exec(message.slice(i));
    if (!head) fail('bad argument');
    const [whole, name, type] = head as unknown as [string, string, string | undefined];
    i += whole.length;
    args.add(type ? `${name}:${type === 'selectordinal' ? 'plural' : type}` : name);
    if (message[i] === '}') {
      i++;
      return;
    }
    if (message[i] !== ',') fail('expected , or }');
    i++;
    if (type && BRANCHING.has(type)) {
      // options: `offset:n`? then `key {message}` pairs
      for (;;) {
        const option = /^\s*(offset:\s*\d+\s*)?([^\s{}]+)?\s*/.exec(message.slice(i))!;
        i += option[0].length;
        if (message[i] === '}') {
          i++;
          return;
        }
        if (!option[2] || message[i] !== '{') fail('expected a branch');
        i++;
        readText(true);
        i++; // the branch's }
      }
    }
    // number/date/time style: skip to the matching }
    let depth = 1;
    while (i < message.length && depth > 0) {
      if (message[i] === '{') depth++;
      else if (message[i] === '}') depth--;
      i++;
    }
    if (depth) fail('missing }');
  };

  readText(false);
  return { args: [...args].sort(), tags: [...tags].sort() };
}
