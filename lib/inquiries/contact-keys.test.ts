import { describe, expect, it } from 'vitest';
import { mailboxKey, phoneKey } from './contact-keys';
import { whatsappDigits } from './reply-links';

// Every spelling of one number / one inbox that the rate limit once counted as different people.

describe('phoneKey', () => {
  const spellings = [
    '+62 812-3456-7890',
    '62-812-3456-7890',
    '0812-3456-7890',
    '0062 812 3456 7890',
    '+62 0812 3456 7890',
    '+62 (0) 812 3456 7890',
    '62 0812 3456 7890',
    '(0812) 3456.7890',
    ' +6281234567890 ',
  ];

  it.each(spellings)('%s is 6281234567890, the same digits the WhatsApp reply link uses', (spelling) => {
    expect(phoneKey(spelling)).toBe('6281234567890');
    expect(whatsappDigits(spelling)).toBe('6281234567890');
  });

  it('keeps other countries apart and leaves their zeros alone', () => {
    expect(phoneKey('+86 138 0013 8000')).toBe('8613800138000');
    expect(phoneKey('0086 138 0013 8000')).toBe('8613800138000');
    expect(phoneKey('+39 06 1234 5678')).toBe('390612345678');
    expect(phoneKey('+61 812 3456 7890')).not.toBe(phoneKey('+62 812 3456 7890'));
  });

  it('keys a short number too (the form accepts 6 digits), by the same rules', () => {
    expect(phoneKey('0812 345')).toBe('62812345');
    expect(phoneKey('+62 0812 345')).toBe('62812345');
  });
});

describe('mailboxKey', () => {
  it.each([
    'victim@gmail.com',
    'Victim@Gmail.com',
    'victim+1@gmail.com',
    'v.ictim@gmail.com',
    'vi.ctim@googlemail.com',
    'v.i.c.t.i.m+quote@GoogleMail.com',
  ])('%s is victim@gmail.com', (spelling) => expect(mailboxKey(spelling)).toBe('victim@gmail.com'));

  it('drops a +tag for every domain, but keeps dots outside Gmail', () => {
    expect(mailboxKey('Budi+quote@Contoh.co.id')).toBe('budi@contoh.co.id');
    expect(mailboxKey('budi.santoso+1@contoh.co.id')).toBe('budi.santoso@contoh.co.id');
    expect(mailboxKey('budisantoso@contoh.co.id')).not.toBe(mailboxKey('budi.santoso@contoh.co.id'));
  });

  it('leaves a text without a mailbox part as it is (lower-cased)', () => {
    expect(mailboxKey('')).toBe('');
    expect(mailboxKey('+tag@example.com')).toBe('+tag@example.com');
  });
});
