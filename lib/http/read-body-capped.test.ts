import { describe, expect, it } from 'vitest';
import { readBodyCapped, readBytesCapped } from './read-body-capped';

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request('http://localhost/x', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

describe('readBodyCapped', () => {
  it('reads a body up to the cap', async () => {
    expect(await readBodyCapped(post('{"a":"é"}'), 100)).toEqual({ ok: true, text: '{"a":"é"}' });
    expect(await readBodyCapped(post('x'.repeat(100)), 100)).toEqual({ ok: true, text: 'x'.repeat(100) });
  });

  it('refuses a declared length over the cap without reading', async () => {
    let pulled = 0;
    const stream = new ReadableStream({ pull: (c) => void (pulled++, c.enqueue(new Uint8Array(10))) });
    expect(await readBodyCapped(post(stream, { 'content-length': '1000000' }), 100)).toEqual({ ok: false, reason: 'too-large' });
    expect(pulled).toBeLessThanOrEqual(1);
    expect((await readBodyCapped(post('x', { 'content-length': 'abc' }), 100)).ok).toBe(false);
  });

  it('stops reading an undeclared (chunked) body once it passes the cap', async () => {
    let pulled = 0;
    const stream = new ReadableStream({ pull: (c) => void (pulled++, c.enqueue(new Uint8Array(1024))) });
    expect(await readBodyCapped(post(stream), 4096)).toEqual({ ok: false, reason: 'too-large' });
    expect(pulled).toBeLessThanOrEqual(6);
  });

  it('gives the bytes themselves, exactly at the cap, and refuses one byte over', async () => {
    const bytes = Uint8Array.from({ length: 64 }, (_, i) => (i * 37) & 255);
    const read = await readBytesCapped(post(bytes), 64);
    expect(read.ok && [...read.bytes]).toEqual([...bytes]);
    const chunked = new ReadableStream({ start: (c) => (c.enqueue(bytes), c.enqueue(new Uint8Array(1)), c.close()) });
    expect(await readBytesCapped(post(chunked), 64)).toEqual({ ok: false, reason: 'too-large' });
    expect(await readBytesCapped(post(new Uint8Array(0)), 64)).toMatchObject({ ok: true });
  });
});
