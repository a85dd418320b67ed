import { readPhotoFile } from '@/lib/storage/serve';

/** Serves the embedded storage's photos (Supabase serves its own bucket). */
export async function GET(_request: Request, { params }: RouteContext<'/storage/itemphotos/[...path]'>): Promise<Response> {
  const { path } = await params;
  const file = await readPhotoFile(path);
  if (!file) return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } });
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
