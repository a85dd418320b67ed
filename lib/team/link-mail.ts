import 'server-only';
import { createTransport } from 'nodemailer';
import type { MailConfig } from '@/lib/config-mail';

// The set-password link by e-mail, through the SMTP set-up the inquiry mail uses (SMTP_URL,
// MAIL_FROM). Plain text we build ourselves; short timeouts so a dead server fails the attempt (the
// owner is then shown the link once instead) rather than holding the request.

export type LinkMail = { to: string; subject: string; text: string };

/** true: handed to the SMTP server; false: no SMTP configured, or it failed (logged). */
export async function sendLinkMail(mail: MailConfig, message: LinkMail): Promise<boolean> {
  if (mail.kind !== 'smtp') return false;
  const transport = createTransport({
    url: mail.url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  try {
    await transport.sendMail({ from: mail.from, to: message.to, subject: message.subject, text: message.text });
    return true;
  } catch (error) {
    console.error('[team] the set-password mail failed', error instanceof Error ? error.message : error);
    return false;
  } finally {
    transport.close();
  }
}
