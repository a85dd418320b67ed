import { describe, expect, it } from 'vitest';
import { canonicalAddress, explicitlyAllowedAddresses, isPublicAddress } from './public-address';

describe('isPublicAddress', () => {
  it.each([
    '0.0.0.0',
    '10.1.2.3',
    '100.64.0.1',
    '100.100.100.200', // Alibaba Cloud metadata
    '127.0.0.1',
    '127.8.9.10',
    '169.254.169.254', // AWS, GCP, Azure metadata
    '172.16.0.1',
    '172.31.255.255',
    '192.0.0.192', // Oracle Cloud metadata
    '192.0.2.10',
    '192.168.1.1',
    '198.18.0.1',
    '198.51.100.7',
    '203.0.113.9',
    '224.0.0.1',
    '239.255.255.250',
    '240.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    '::ffff:127.0.0.1', // IPv4-mapped loopback
    '::ffff:7f00:1', // the same, in hex
    '::ffff:169.254.169.254',
    '::ffff:10.0.0.1',
    '64:ff9b::a00:1', // NAT64 of 10.0.0.1
    '::127.0.0.1', // IPv4-compatible (deprecated)
    'fc00::1',
    'fd00:ec2::254', // AWS metadata over IPv6
    'fe80::1',
    'fe80::1%eth0',
    'fec0::1',
    'ff02::1',
    '2001:db8::1',
    '2001::1', // Teredo
    '2002:7f00:1::1', // 6to4 of 127.0.0.1
    '100::1',
    'not an address',
    'localhost',
  ])('%s is not public', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '93.184.216.34',
    '172.32.0.1',
    '100.128.0.1',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    '2606:4700::1111',
    '2a00:1450:4001::1',
  ])('%s is public', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('allow-list entries naming an address', () => {
  it('reads IPv4, bracketed IPv6 and IPv4-mapped IPv6 entries with or without a port; names are not addresses', () => {
    const allowed = explicitlyAllowedAddresses([
      '127.0.0.1:4000',
      '10.0.0.5',
      '[::1]:8080',
      '[::ffff:192.168.1.2]',
      'img.example.com',
      'cdn.test:443',
    ]);
    expect([...allowed].sort()).toEqual(['0:0:0:0:0:0:0:1', '10.0.0.5', '127.0.0.1', '192.168.1.2']);
  });

  it('spells an address one way', () => {
    expect(canonicalAddress('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(canonicalAddress('[::1]')).toBe('0:0:0:0:0:0:0:1');
    expect(canonicalAddress('0:0:0:0:0:0:0:1')).toBe('0:0:0:0:0:0:0:1');
    expect(canonicalAddress('FD00:EC2::254')).toBe('fd00:ec2:0:0:0:0:0:254');
    expect(canonicalAddress('example.com')).toBeNull();
  });
});
