import { describe, expect, it } from 'vitest';
import { appImageSource, variantKey, withAppImageSources, type ImageEnv } from '../workers/image-sources';

const imageRequest = (source: string, accept = 'image/avif,image/webp,*/*') =>
  new Request(`http://worker.test/_next/image?url=${encodeURIComponent(source)}&w=640&q=80`, { headers: { accept } });

describe('/_next/image sources on the Worker', () => {
  it('picks out requests for photos served by the app, not static files or other hosts', () => {
    expect(appImageSource(imageRequest('/storage/itemphotos/a-v2.jpg'))).toBe('/storage/itemphotos/a-v2.jpg');
    expect(appImageSource(imageRequest('/images/hero.jpg'))).toBeNull();
    expect(appImageSource(imageRequest('//evil.test/storage/x.jpg'))).toBeNull();
    expect(appImageSource(new Request('http://worker.test/storage/itemphotos/a.jpg'))).toBeNull();
  });

  it('reads /storage/ through the app and everything else from the static assets', async () => {
    const asked: string[] = [];
    const env = withAppImageSources(
      { ASSETS: { fetch: async (input: Request | URL | string) => new Response(`asset ${new URL(String(input)).pathname}`) } },
      async (request) => {
        asked.push(new URL(request.url).pathname);
        return new Response('photo bytes');
      },
    );
    // Before, OpenNext asked the static assets for /storage/…: a 404 for every product photo.
    expect(await (await env.ASSETS!.fetch(new URL('http://worker.test/storage/itemphotos/a-v2.jpg'))).text()).toBe('photo bytes');
    expect(await (await env.ASSETS!.fetch(new URL('http://worker.test/images/hero.jpg'))).text()).toBe('asset /images/hero.jpg');
    expect(asked).toEqual(['/storage/itemphotos/a-v2.jpg']);
  });

  it('hands OpenNext a photo body it can read with a BYOB reader (a stream made by the app cannot be)', async () => {
    const streamed = () =>
      new ReadableStream({
        start(controller) {
          controller.enqueue(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]));
          controller.close();
        },
      });
    expect(() => new Response(streamed()).body!.getReader({ mode: 'byob' })).toThrow();
    const env = withAppImageSources({} as ImageEnv, async () => new Response(streamed(), { headers: { 'content-type': 'image/jpeg' } }));
    const photo = await env.ASSETS!.fetch(new URL('http://worker.test/storage/itemphotos/a-v2.jpg'));
    const reader = photo.body!.getReader({ mode: 'byob' });
    const { value } = await reader.read(new Uint8Array(4));
    expect([...value!]).toEqual([0xff, 0xd8, 0xff, 0xe0]);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
  });

  it('keeps one cached variant per format the browser accepts', () => {
    const key = (accept: string) => new URL(variantKey(imageRequest('/storage/a.jpg', accept)).url).searchParams.get('variant');
    expect(key('image/avif,image/webp')).toBe('avif');
    expect(key('image/webp,*/*')).toBe('webp');
    expect(key('*/*')).toBe('source');
  });
});
