import { z } from 'zod';
import { isBot, recordPostView, utcDay, visitorHash, visitorIp } from '@/lib/blog/views';

const bodySchema = z.object({ postId: z.uuid() });

const noContent = () => new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });

/**
 * The article page's view beacon. Always answers 204: a visitor never sees a failure, bots and
 * repeat visits are silently not counted, errors are logged.
 */
export async function POST(request: Request): Promise<Response> {
  try {
    const userAgent = request.headers.get('user-agent') ?? '';
    if (isBot(userAgent)) return noContent();
    const parsed = bodySchema.safeParse(await request.json().catch(() => null));
    if (!parsed.success) return noContent();
    const day = utcDay(new Date());
    await recordPostView(parsed.data.postId, visitorHash(visitorIp(request.headers), userAgent, day), day);
  } catch (error) {
    console.error('[blog views] could not count a view:', error instanceof Error ? error.message : error);
  }
  return noContent();
}
