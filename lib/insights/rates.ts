import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { exchangeRates } from '@/lib/db/schema';
import { recordAudit } from '@/lib/history/record';
import { canonicalRate, RATE_CURRENCIES, type RateCurrency, type RatesInput } from './rate-input';

// The owner's exchange rates (migration 0029): read by the Insights page to convert quoted and won
// values, written by the owner's form. A save writes the changed rates and ONE audit entry listing
// them in one transaction; nothing changed → nothing written.

export type ExchangeRate = {
  currency: RateCurrency;
  /** IDR per one unit, as an exact decimal string ('16250', '2240.5'). */
  idrPerUnit: string;
  updatedAt: Date;
  updatedBy: string;
};

type Db = Pick<DbOrTx, 'select' | 'insert' | 'update' | 'delete' | 'execute' | 'transaction'>;

/** The rates that are set, in RATE_CURRENCIES order (a currency without a rate has no row). */
export async function loadRates(db: Pick<DbOrTx, 'select'>): Promise<ExchangeRate[]> {
  const rows = await db.select().from(exchangeRates).orderBy(asc(exchangeRates.currency));
  return RATE_CURRENCIES.flatMap((currency) => {
    const row = rows.find((r) => r.currency === currency);
    return row ? [{ currency, idrPerUnit: canonicalRate(row.idrPerUnit), updatedAt: row.updatedAt, updatedBy: row.updatedBy }] : [];
  });
}

/**
 * Sets each currency's rate to the form's value (null: no rate). The table is locked for the
 * save, so two owners saving at once take turns and each audit entry's "before" is what it replaced.
 */
export async function saveRates(db: Db, input: RatesInput, by: string, now = new Date()): Promise<'changed' | 'unchanged'> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table exchange_rates in share row exclusive mode`);
    const before = new Map((await loadRates(tx)).map((r) => [r.currency, r.idrPerUnit]));
    const changes: Record<string, [string | null, string | null]> = {};
    for (const currency of RATE_CURRENCIES) {
      const old = before.get(currency) ?? null;
      const next = input[currency];
      if (old === next) continue;
      if (next === null) await tx.delete(exchangeRates).where(eq(exchangeRates.currency, currency));
      else
        await tx
          .insert(exchangeRates)
          .values({ currency, idrPerUnit: next, updatedAt: now, updatedBy: by })
          .onConflictDoUpdate({ target: exchangeRates.currency, set: { idrPerUnit: next, updatedAt: now, updatedBy: by } });
      changes[currency] = [old, next];
    }
    if (Object.keys(changes).length === 0) return 'unchanged';
    await recordAudit(tx, { action: 'insights.rates', changes });
    return 'changed';
  });
}
