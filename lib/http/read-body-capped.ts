/**
 * Reads a request body, but never more than `maxBytes`: a Content-Length over the cap is refused
 * without reading, and a body without one (chunked) is read until it passes the cap, then the
 * stream is cancelled. So a 100 MB POST costs at most `maxBytes` of memory.
 */
export type CappedBytes = { ok: true; bytes: Uint8Array } | { ok: false; reason: 'too-large' };
export type CappedBody = { ok: true; text: string } | { ok: false; reason: 'too-large' };

/** The body's bytes, at most `maxBytes` of them (see above). */
export async function readBytesCapped(request: Request, maxBytes: number): Promise<CappedBytes> {
  const declared = request.headers.get('content-length');
  if (declared !== null && (!/^\d+$/.test(declared) || Number(declared) > maxBytes)) {
    await request.body?.cancel().catch(() => {});
    return { ok: false, reason: 'too-large' };
  }
  if (!request.body) return { ok: true, bytes: new Uint8Array(0) };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      return { ok: false, reason: 'too-large' };
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes };
}

/** The body as UTF-8 text, at most `maxBytes` of it. */
export async function readBodyCapped(request: Request, maxBytes: number): Promise<CappedBody> {
  const read = await readBytesCapped(request, maxBytes);
  return read.ok ? { ok: true, text: new TextDecoder().decode(read.bytes) } : read;
}
