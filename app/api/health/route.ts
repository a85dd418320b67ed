import { checkDatabase } from '@/lib/db/health';

export const dynamic = 'force-dynamic';

/** 200 when the database answers, 503 with Retry-After within 2 s when it does not. */
export async function GET(): Promise<Response> {
  const result = await checkDatabase(2000);
  return Response.json(
    { status: result.ok ? 'ok' : 'unavailable', database: result.ok ? 'up' : 'down' },
    {
      status: result.ok ? 200 : 503,
      headers: { 'Cache-Control': 'no-store', ...(result.ok ? {} : { 'Retry-After': '10' }) },
    },
  );
}
