// npm run inquiries:purge — deletes inquiries older than INQUIRY_RETENTION_DAYS (default 730) with
// their lines and notes. Meant for a daily cron job (README "Inquiries").
import { getConfig } from '../lib/config';
import { purgeOldInquiries } from '../lib/inquiries/purge';
import { fail, openConfiguredDatabase } from './db-open';

async function main(): Promise<void> {
  const config = getConfig();
  const { handle, where } = await openConfiguredDatabase();
  try {
    const { deleted, before } = await purgeOldInquiries(handle.db, config.inquiryRetentionDays);
    console.log(
      `✓ ${where}: ${deleted} inquiries received before ${before.toISOString()} deleted (retention ${config.inquiryRetentionDays} days)`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => fail('inquiry purge', error));
