import { getConfig } from '@/lib/config';
import { readPhotoFile } from '@/lib/storage/serve';
import { fetchSupabasePhoto } from '@/lib/storage/supabase';

const notFound = () => new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } });

/** Serves the photos: from the embedded storage, or streamed from Supabase Storage's public URL. */
export async function GET(_request: Request, { params }: RouteContext<'/storage/itemphotos/[...path]'>): Promise<Response> {
  const { path } = await params;
  const { backend } = getConfig();
  if (backend.kind === 'supabase') return (await fetchSupabasePhoto(backend.url, path)) ?? notFound();
  const file = await readPhotoFile(path);
  if (!file) return notFound();
  return new Response(new Uint8Array(file.body), {
    headers: {
      'Content-Type': file.contentType,
      'Content-Length': String(file.body.length),
      // Object names carry a version, so a file never changes under its URL.
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
