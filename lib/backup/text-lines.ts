import { StringDecoder } from 'node:string_decoder';

/**
 * The lines of a UTF-8 stream. The chunks end wherever the archive's blocks do, in the middle of a
 * character as often as not: decoding each chunk alone turned such a character into U+FFFD (a
 * Chinese product name came back as "肥皂���盒"), so the decoder carries a character's first bytes
 * over to the next chunk.
 */
export async function* textLines(body: AsyncIterable<Buffer>): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  let rest = '';
  for await (const chunk of body) {
    const lines = (rest + decoder.write(chunk)).split('\n');
    rest = lines.pop()!;
    yield* lines;
  }
  const last = rest + decoder.end();
  if (last) yield last;
}
