// npm run quotes:remind — stores `expired` on the quotation versions past their last valid day and
// e-mails each open version's buyer one reminder QUOTE_REMINDER_DAYS (default 3) days before it.
// Meant for a daily cron job (README "Quotations"); safe to run twice or twice at once. Exits 1 when
// a reminder failed: that version is tried again on the next run.
import { getConfig } from '../lib/config';
import { remindQuotations } from '../lib/quotations/reminders';
import { fail, openConfiguredDatabase } from './db-open';

async function main(): Promise<void> {
  const config = getConfig();
  const { handle, where } = await openConfiguredDatabase();
  try {
    const report = await remindQuotations({
      db: handle.db,
      mail: config.mail,
      siteUrl: config.siteUrl,
      reminderDays: config.quoteReminderDays,
    });
    const reminders = report.remindersOff
      ? 'no reminders (SMTP_URL is not set)'
      : `${report.sent.length} reminded, ${report.failed.length} failed, ${report.skipped.length} without an e-mail address`;
    const named = [...report.expired.map((l) => `${l} expired`), ...report.sent, ...report.failed.map((l) => `${l} failed`)];
    console.log(`✓ ${where}: ${report.expired.length} expired, ${reminders} (${named.join(', ') || 'nothing due'})`);
    if (report.failed.length > 0) process.exitCode = 1;
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => fail('quotation reminders', error));
