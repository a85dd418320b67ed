import { can } from '@/lib/auth/roles';
import { getSession } from '@/lib/auth/session';
import { getConfig } from '@/lib/config';
import { getDb } from '@/lib/db';
import { toCsv } from '@/lib/catalog/csv/format';
import { exportRecords } from '@/lib/catalog/csv/plan';
import { absolutePhotoUrl, loadCatalogueSnapshot } from '@/lib/catalog/csv/snapshot';

export const dynamic = 'force-dynamic';

/**
 * Product CSV export (docs/decisions/032-product-csv.md): the whole catalogue, ordered by id. The route
 * re-checks the administrator session itself (the middleware only looks at pages).
 */
export async function GET(): Promise<Response> {
  const session = await getSession().catch(() => null);
  if (!session) {
    return Response.json({ ok: false, message: 'Sign in as an administrator' }, { status: 401, headers: { 'Cache-Control': 'no-store' } });
  }
  // The role re-checked here too: only a role with the catalogue may export it.
  if (!can(session.role, 'catalogue')) {
    return Response.json({ ok: false, message: 'Not allowed for this role' }, { status: 403, headers: { 'Cache-Control': 'no-store' } });
  }
  const snapshot = await loadCatalogueSnapshot(await getDb());
  const body = toCsv(exportRecords(snapshot, absolutePhotoUrl(getConfig().siteUrl)));
  const date = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="products-${date}.csv"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
