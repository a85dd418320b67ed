import 'server-only';
import { sql } from 'drizzle-orm';
import { getDbHandle } from './index';

/** Whether the database answers a trivial query within `timeoutMs`. */
export async function checkDatabase(timeoutMs: number): Promise<{ ok: boolean }> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<{ ok: false }>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false }), timeoutMs);
  });
  const probe = (async () => {
    const { db } = await getDbHandle();
    await db.execute(sql`select 1`);
    return { ok: true as const };
  })().catch((error: unknown) => {
    console.error('health check failed:', error instanceof Error ? error.message : error);
    return { ok: false as const };
  });
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
