// npm run inquiries:mail-retry — sends again the inquiry notifications that failed (or are still
// pending 10 minutes after submission), at most 5 attempts each. Safe to run from cron every few
// minutes; exits 1 when a mail still fails, so the cron's own alerting notices.
import { getConfig } from '../lib/config';
import { retryInquiryMails } from '../lib/inquiries/mail';
import { fail, openConfiguredDatabase } from './db-open';

async function main(): Promise<void> {
  const config = getConfig();
  if (config.mail.kind !== 'smtp') {
    console.log('✓ SMTP_URL is not set: inquiries are stored without notification, nothing to send');
    return;
  }
  const { handle, where } = await openConfiguredDatabase();
  try {
    const report = await retryInquiryMails({ db: handle.db, mail: config.mail, siteUrl: config.siteUrl });
    console.log(
      `✓ ${where}: ${report.sent} sent, ${report.failed} failed, ${report.skipped} skipped (${report.references.join(', ') || 'none due'})`,
    );
    if (report.failed > 0) process.exitCode = 1;
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => fail('inquiry mail retry', error));
