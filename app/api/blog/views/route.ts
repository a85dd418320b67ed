import { z } from 'zod';
import { readBodyCapped } from '@/lib/http/read-body-capped';
import { isBot, isSameSiteBeacon, recordPostView, utcDay, VIEW_BODY_MAX_BYTES, visitorHash, visitorIp } from '@/lib/blog/views';

const bodySchema = z.object({ postId: z.uuid() });

const respond = (status: 204 | 413) => new Response(null, { status, headers: { 'Cache-Control': 'no-store' } });

/**
 * The article page's view beacon. Answers 204 whatever happened (a visitor never sees a failure;
 * bots, other sites' pages, repeat visits and visitors past the daily cap are silently not
 * counted; errors are logged), except 413 for a body over a few KB, which is never read whole.
 */
export async function POST(request: Request): Promise<Response> {
  try {
    const body = await readBodyCapped(request, VIEW_BODY_MAX_BYTES);
    if (!body.ok) return respond(413);
    if (isBot(request.headers.get('user-agent')) || !isSameSiteBeacon(request.headers)) return respond(204);
    let json: unknown = null;
    try {
      json = JSON.parse(body.text);
    } catch {
      return respond(204);
    }
    const parsed = bodySchema.safeParse(json);
    if (!parsed.success) return respond(204);
    const day = utcDay(new Date());
    await recordPostView(parsed.data.postId, visitorHash(visitorIp(request.headers), day), day);
  } catch (error) {
    console.error('[blog views] could not count a view:', error instanceof Error ? error.message : error);
  }
  return respond(204);
}
