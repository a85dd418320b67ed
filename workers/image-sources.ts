// `/_next/image` on the Worker. OpenNext resizes through the Cloudflare Images binding (IMAGES in
// wrangler.jsonc; without it the originals are served unresized), but it reads a local source
// (`url=/…`) from the static assets only, and the photos live at /storage/… (a route of the app that
// streams them from Supabase Storage): every product photo answered 404. Here such a source is read
// from the app itself, and each resized variant is kept in the Worker's cache, so a photo is
// transformed once per width, quality and format, not on every view.

type Fetcher = { fetch(input: Request | URL | string, init?: RequestInit): Promise<Response> };
type CacheLike = { match(request: Request): Promise<Response | undefined>; put(request: Request, response: Response): Promise<void> };

export type ImageEnv = { ASSETS?: Fetcher; [binding: string]: unknown };

/** Photo sources that are routes of the app rather than static files. */
export const APP_IMAGE_PREFIXES = ['/storage/'];

/** The `url` a `/_next/image` request asks for when it is one of the app's own routes, else null. */
export function appImageSource(request: Request): string | null {
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.pathname !== '/_next/image') return null;
  const source = url.searchParams.get('url');
  if (!source || !source.startsWith('/') || source.startsWith('//')) return null;
  return APP_IMAGE_PREFIXES.some((prefix) => source.startsWith(prefix)) ? source : null;
}

/**
 * The app's answer with its body read into memory: OpenNext reads the image's first bytes with a
 * BYOB reader, which a stream made by the app does not support ("This ReadableStream does not support
 * BYOB reads"); a body made from bytes does. Stored photos are re-encoded JPEGs of a few hundred KB.
 */
async function bytesResponse(answer: Promise<Response>): Promise<Response> {
  const response = await answer;
  if (!response.ok || !response.body) return response;
  return new Response(await response.arrayBuffer(), { status: response.status, headers: response.headers });
}

/** The same env with an ASSETS that answers /storage/… through `app` and the rest as before. */
export function withAppImageSources<E extends ImageEnv>(env: E, app: (request: Request) => Promise<Response>): E {
  const assets = env.ASSETS;
  const fetchSource: Fetcher['fetch'] = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (APP_IMAGE_PREFIXES.some((prefix) => url.pathname.startsWith(prefix)))
      return bytesResponse(app(new Request(url, { method: 'GET' })));
    if (!assets) return Promise.resolve(new Response('Not found', { status: 404 }));
    return assets.fetch(input, init);
  };
  return { ...env, ASSETS: { fetch: fetchSource } };
}

/**
 * The cache key of a resized image: its URL plus the format the browser accepts (the binding answers
 * AVIF, WebP or the source's format by the Accept header; the Workers cache ignores Vary).
 */
export function variantKey(request: Request): Request {
  const accept = request.headers.get('accept') ?? '';
  const format = accept.includes('image/avif') ? 'avif' : accept.includes('image/webp') ? 'webp' : 'source';
  const url = new URL(request.url);
  url.searchParams.set('variant', format);
  return new Request(url, { method: 'GET' });
}

/** Answers from the cache, or runs `make` and keeps a successful answer (in the background). */
export async function cachedVariant(
  request: Request,
  cache: CacheLike | undefined,
  waitUntil: (work: Promise<unknown>) => void,
  make: () => Promise<Response>,
): Promise<Response> {
  const key = variantKey(request);
  const hit = cache ? await cache.match(key) : undefined;
  if (hit) return hit;
  const response = await make();
  if (cache && response.status === 200) waitUntil(cache.put(key, response.clone()).catch(() => {}));
  return response;
}
