import { describe, expect, it } from 'vitest';
import { mailtoHref, whatsappDigits, whatsappHref } from './reply-links';

describe('mailtoHref', () => {
  it('encodes the address parts and the prefilled text', () => {
    expect(mailtoHref(' budi+sales@contoh.co.id ', 'Your inquiry Q-1', 'Halo Budi,\n\n& terima kasih')).toBe(
      'mailto:budi%2Bsales@contoh.co.id?subject=Your%20inquiry%20Q-1&body=Halo%20Budi%2C%0A%0A%26%20terima%20kasih',
    );
  });

  it('refuses anything that is not an e-mail address', () => {
    expect(mailtoHref('javascript:alert(1)', 's', 'b')).toBeNull();
    expect(mailtoHref('<img src=x onerror=alert(1)>@x.com', 's', 'b')).toBeNull();
    expect(mailtoHref('a@b.com?cc=evil@x.com', 's', 'b')).toBeNull();
    expect(mailtoHref('', 's', 'b')).toBeNull();
  });
});

describe('whatsappHref', () => {
  it('keeps only the digits of an international number', () => {
    expect(whatsappDigits('+62 812-3456-7890')).toBe('6281234567890');
    expect(whatsappDigits('+86 138 0013 8000')).toBe('8613800138000');
  });

  it('reads a national Indonesian number as +62', () => {
    expect(whatsappDigits('0812 3456 7890')).toBe('6281234567890');
  });

  it('reads 00 as the international prefix and drops the trunk 0 kept after +62', () => {
    expect(whatsappDigits('0062 812 3456 7890')).toBe('6281234567890');
    expect(whatsappDigits('+62 0812 3456 7890')).toBe('6281234567890');
    expect(whatsappDigits('0086 138 0013 8000')).toBe('8613800138000');
  });

  it('refuses text, too short or too long numbers', () => {
    expect(whatsappDigits('call me')).toBeNull();
    expect(whatsappDigits('javascript:alert(1)')).toBeNull();
    expect(whatsappDigits('+62 12')).toBeNull();
    expect(whatsappDigits('+1234567890123456')).toBeNull();
    expect(whatsappHref('', 'x')).toBeNull();
  });

  it('prefills the reply, percent-encoded (Chinese included)', () => {
    expect(whatsappHref('+8613800138000', '您好 & 谢谢')).toBe(`https://wa.me/8613800138000?text=${encodeURIComponent('您好 & 谢谢')}`);
  });
});
