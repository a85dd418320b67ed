import { describe, expect, it } from 'vitest';
import { addressKey } from './address-key';

describe('addressKey', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey(' 198.51.100.7 ')).toBe('198.51.100.7');
  });

  it('reads an IPv4-mapped IPv6 address as its IPv4 address, in every spelling', () => {
    for (const spelling of [
      '::ffff:203.0.113.9',
      '::FFFF:203.0.113.9',
      '0:0:0:0:0:ffff:203.0.113.9',
      '::ffff:cb00:7109',
      '[::ffff:203.0.113.9]',
    ]) {
      expect(addressKey(spelling), spelling).toBe('203.0.113.9');
    }
  });

  it('counts IPv6 addresses by their /64, however they are written', () => {
    const line = '2001:db8:1:2::/64';
    for (const spelling of [
      '2001:db8:1:2::1',
      '2001:0db8:0001:0002:0000:0000:0000:0001',
      '2001:DB8:1:2:aaaa:bbbb:cccc:dddd',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '[2001:db8:1:2::42]',
      '2001:db8:1:2::7%eth0',
      '2001:db8:1:2:0:0:198.51.100.7',
    ]) {
      expect(addressKey(spelling), spelling).toBe(line);
    }
    expect(addressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%lo0')).toBe('fe80:0:0:0::/64');
  });

  it('leaves anything that is not an address unchanged (the shared unknown bucket)', () => {
    for (const text of ['unknown', '2001:db8::1::2', '1:2:3:4:5:6:7:8:9', '300.1.1.1', 'g::1', '1.2.3']) {
      expect(addressKey(text), text).toBe(text);
    }
  });
});
