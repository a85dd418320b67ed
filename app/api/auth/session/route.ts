import { NextResponse } from 'next/server';
import { getSession } from '@/lib/auth/session';

export const dynamic = 'force-dynamic';

/** Per-visitor sign-in state for client components on cached public pages. */
export async function GET(): Promise<NextResponse> {
  const session = await getSession().catch(() => null);
  return NextResponse.json(
    { signedIn: session !== null, email: session?.email ?? null, isBlogAdmin: session?.isBlogAdmin ?? false },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}
