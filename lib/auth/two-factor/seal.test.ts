import { describe, expect, it } from 'vitest';
import { hashRecoveryCode, newRecoveryCodes, normaliseRecoveryCode, openSecret, sealSecret } from './seal';

const KEY = 'a-test-key-of-reasonable-length-0123456789';
const USER = '3f1d2c4b-0000-4000-8000-000000000001';

describe('sealed TOTP secrets', () => {
  it('round-trips, with a fresh IV each time', async () => {
    const a = await sealSecret('JBSWY3DPEHPK3PXP', USER, KEY);
    const b = await sealSecret('JBSWY3DPEHPK3PXP', USER, KEY);
    expect(a).not.toBe(b);
    expect(a).not.toContain('JBSWY3DPEHPK3PXP');
    expect(await openSecret(a, USER, KEY)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('does not open under another key, for another account, or when tampered with', async () => {
    const sealed = await sealSecret('JBSWY3DPEHPK3PXP', USER, KEY);
    expect(await openSecret(sealed, USER, `${KEY}x`)).toBeNull();
    expect(await openSecret(sealed, '3f1d2c4b-0000-4000-8000-000000000002', KEY)).toBeNull();
    const [v, iv, data] = sealed.split('.');
    const flipped = `${data!.slice(0, -2)}${data!.endsWith('AA') ? 'BA' : 'AA'}`;
    expect(await openSecret(`${v}.${iv}.${flipped}`, USER, KEY)).toBeNull();
    expect(await openSecret('garbage', USER, KEY)).toBeNull();
  });
});

describe('recovery codes', () => {
  it('are ten distinct xxxxx-xxxxx codes without look-alike characters', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
  });

  it('hash the normalised spelling with the key (not a plain digest of the code)', async () => {
    const [code] = newRecoveryCodes(1);
    const hash = await hashRecoveryCode(code!, KEY);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await hashRecoveryCode(` ${code!.toUpperCase().replace('-', ' ')} `, KEY)).toBe(hash);
    expect(await hashRecoveryCode(code!, `${KEY}x`)).not.toBe(hash);
    expect(hash).not.toContain(normaliseRecoveryCode(code!));
  });
});
