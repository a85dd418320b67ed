import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { notFound } from 'next/navigation';
import { requireCapability } from '@/lib/auth/session';
import { BACKUP_NAME } from '@/lib/backup/create';
import { listBackups } from '@/lib/backup/service';
import { getConfig } from '@/lib/config';
import { getDb } from '@/lib/db';
import { recordAudit } from '@/lib/history/record';
import { withActor } from '@/lib/history/actor';
import { isAppLocale } from '@/lib/i18n/routing';

export const dynamic = 'force-dynamic';

/**
 * GET /{locale}/admin-panel/backups/{name}: one archive of BACKUP_DIR, for the owner only (it holds
 * every customer's data), audited. Middleware is not the guard: the session is checked here (signed
 * out → /login, another role → 403); only a name the listing shows is served.
 */
export async function GET(_request: Request, { params }: RouteContext<'/[locale]/admin-panel/backups/[name]'>): Promise<Response> {
  const { locale, name } = await params;
  if (!isAppLocale(locale)) notFound();
  const session = await requireCapability('team', locale);
  const dir = getConfig().backup.dir;
  if (!dir || !BACKUP_NAME.test(name) || !listBackups(dir).some((b) => b.name === name)) notFound();
  const file = path.join(/*turbopackIgnore: true*/ dir, name);
  const { size } = fs.statSync(/*turbopackIgnore: true*/ file);
  await withActor({ userId: session.userId, email: session.email }, async () =>
    recordAudit(await getDb(), { action: 'backup.download', detail: { archive: name } }),
  );
  const body = Readable.toWeb(fs.createReadStream(/*turbopackIgnore: true*/ file)) as ReadableStream<Uint8Array>;
  return new Response(body, {
    headers: {
      'Content-Type': 'application/gzip',
      'Content-Length': String(size),
      'Content-Disposition': `attachment; filename="${name}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
