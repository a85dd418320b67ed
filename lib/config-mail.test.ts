import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config';

// SMTP_URL / SALES_EMAIL / MAIL_FROM / INQUIRY_COPY_TO_VISITOR / INQUIRY_RETENTION_DAYS.

function problemOf(env: Record<string, string>): string {
  try {
    parseConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a ConfigError');
}

describe('inquiry mail and retention configuration', () => {
  it('defaults to no mail and 730 days of retention', () => {
    expect(parseConfig({})).toMatchObject({ mail: { kind: 'none' }, inquiryRetentionDays: 730 });
  });

  it('reads SMTP with the sales addresses, the sender and the visitor copy', () => {
    const config = parseConfig({
      SMTP_URL: 'smtps://user:secret@mail.example.com:465',
      SALES_EMAIL: 'sales@example.com, boss@example.com',
      INQUIRY_COPY_TO_VISITOR: 'true',
      INQUIRY_RETENTION_DAYS: '365',
    });
    expect(config.mail).toEqual({
      kind: 'smtp',
      url: 'smtps://user:secret@mail.example.com:465',
      salesEmails: ['sales@example.com', 'boss@example.com'],
      from: 'sales@example.com',
      copyToVisitor: true,
      visitorCopiesPerHour: 50,
    });
    expect(config.inquiryRetentionDays).toBe(365);
    const named = parseConfig({
      SMTP_URL: 'smtp://mail.example.com',
      SALES_EMAIL: 's@example.com',
      MAIL_FROM: 'Kemas Prima <web@example.com>',
    });
    expect(named.mail).toMatchObject({ from: 'Kemas Prima <web@example.com>', copyToVisitor: false });
  });

  it('refuses a half-configured or malformed mail set-up, naming the problem', () => {
    expect(problemOf({ SMTP_URL: 'smtp://mail.example.com' })).toContain('SALES_EMAIL is missing');
    expect(problemOf({ SALES_EMAIL: 'sales@example.com' })).toContain('SMTP_URL is missing');
    expect(problemOf({ SMTP_URL: 'https://mail.example.com', SALES_EMAIL: 'sales@example.com' })).toContain('smtp:// or smtps://');
    expect(problemOf({ SMTP_URL: 'smtp://m.example.com', SALES_EMAIL: 'sales@example.com, nobody' })).toContain(
      '"nobody" is not an e-mail',
    );
    expect(problemOf({ SMTP_URL: 'smtp://m.example.com', SALES_EMAIL: 's@example.com', MAIL_FROM: 'Web <nope>' })).toContain('MAIL_FROM');
    expect(problemOf({ INQUIRY_COPY_TO_VISITOR: 'yes' })).toContain('INQUIRY_COPY_TO_VISITOR');
  });

  it('caps the visitor confirmations site-wide per hour: 50 by default, 1..10000 accepted', () => {
    const smtp = { SMTP_URL: 'smtp://m.example.com', SALES_EMAIL: 's@example.com', INQUIRY_COPY_TO_VISITOR: 'true' };
    expect(parseConfig(smtp).mail).toMatchObject({ copyToVisitor: true, visitorCopiesPerHour: 50 });
    expect(parseConfig({ ...smtp, INQUIRY_VISITOR_COPIES_PER_HOUR: '5' }).mail).toMatchObject({ visitorCopiesPerHour: 5 });
    for (const bad of ['0', '-1', '2.5', 'many', '10001']) {
      expect(problemOf({ ...smtp, INQUIRY_VISITOR_COPIES_PER_HOUR: bad }), bad).toContain('INQUIRY_VISITOR_COPIES_PER_HOUR');
    }
  });

  it('keeps the retention within 30..3650 whole days', () => {
    for (const bad of ['0', '29', '3651', '12.5', 'forever', '-1']) {
      expect(problemOf({ INQUIRY_RETENTION_DAYS: bad }), bad).toContain('INQUIRY_RETENTION_DAYS');
    }
    expect(parseConfig({ INQUIRY_RETENTION_DAYS: '30' }).inquiryRetentionDays).toBe(30);
  });

  it('reminds of a quotation 3 days before expiry by default, 1..60 whole days accepted', () => {
    expect(parseConfig({}).quoteReminderDays).toBe(3);
    expect(parseConfig({ QUOTE_REMINDER_DAYS: '7' }).quoteReminderDays).toBe(7);
    for (const bad of ['0', '61', '2.5', 'soon', '-1']) {
      expect(problemOf({ QUOTE_REMINDER_DAYS: bad }), bad).toContain('QUOTE_REMINDER_DAYS');
    }
  });
});
