import { describe, expect, it } from 'vitest';
import { textLines } from './text-lines';

async function* chunks(...parts: Buffer[]): AsyncGenerator<Buffer> {
  for (const part of parts) yield part;
}

async function collect(body: AsyncIterable<Buffer>): Promise<string[]> {
  const out: string[] = [];
  for await (const line of textLines(body)) out.push(line);
  return out;
}

describe('textLines', () => {
  it('keeps a character whose bytes are split between two chunks', async () => {
    const bytes = Buffer.from('{"name":"肥皂套盒"}\n{"name":"kotak sabun"}\n', 'utf8');
    // Every cut, through the middle of each three-byte character included.
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(await collect(chunks(bytes.subarray(0, cut), bytes.subarray(cut))), `cut at byte ${cut}`).toEqual([
        '{"name":"肥皂套盒"}',
        '{"name":"kotak sabun"}',
      ]);
    }
  });

  it('gives the last line without a newline, and nothing for an empty stream', async () => {
    expect(await collect(chunks(Buffer.from('a\nb', 'utf8')))).toEqual(['a', 'b']);
    expect(await collect(chunks())).toEqual([]);
    expect(await collect(chunks(Buffer.from('😀', 'utf8').subarray(0, 2), Buffer.from('😀', 'utf8').subarray(2)))).toEqual(['😀']);
  });
});
