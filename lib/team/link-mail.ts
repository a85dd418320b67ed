import 'server-only';
import { createTransport } from 'nodemailer';
import type { MailConfig } from '@/lib/config-mail';
import { siteConfig } from '@/lib/site-config';

// The set-password link by e-mail, through the SMTP set-up the inquiry mail uses (SMTP_URL,
// MAIL_FROM). Plain text we build ourselves; short timeouts so a dead server fails the attempt (the
// owner is then shown the link once instead) rather than holding the request.

export type LinkMail = { to: string; subject: string; text: string; replyTo?: string };

/** 'sent': handed to the SMTP server; 'none': no SMTP set up; 'failed': the server refused it or could not be reached (logged). */
export type LinkDelivery = 'sent' | 'none' | 'failed';

/**
 * The values of the invitation's subject and body (adminTeam.mail): who invited (the owner's
 * e-mail, also the Reply-To, so a question reaches a person), for which company and site, the link,
 * how long it works and where to sign in afterwards.
 */
export function invitationValues(facts: { link: string; hours: number; inviter: string; siteUrl: string; loginUrl: string }) {
  return {
    link: facts.link,
    hours: facts.hours,
    inviter: facts.inviter,
    site: facts.siteUrl,
    login: facts.loginUrl,
    company: siteConfig.companyName,
    legalName: siteConfig.legalName,
  };
}

export async function sendLinkMail(mail: MailConfig, message: LinkMail): Promise<LinkDelivery> {
  if (mail.kind !== 'smtp') return 'none';
  const transport = createTransport({
    url: mail.url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  try {
    await transport.sendMail({ from: mail.from, to: message.to, replyTo: message.replyTo, subject: message.subject, text: message.text });
    return 'sent';
  } catch (error) {
    console.error('[team] the set-password mail failed', error instanceof Error ? error.message : error);
    return 'failed';
  } finally {
    transport.close();
  }
}
