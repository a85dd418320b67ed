import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password';

describe('password hashing', () => {
  it('uses the OWASP scrypt parameters and a self-describing format', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash).toMatch(/^scrypt\$N=131072,r=8,p=1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct horsE', hash)).toBe(false);
  }, 60_000);

  it('salts every hash differently', async () => {
    const params = { N: 1024, r: 8, p: 1 };
    const [a, b] = await Promise.all([hashPassword('same', params), hashPassword('same', params)]);
    expect(a).not.toBe(b);
    expect(await verifyPassword('same', a)).toBe(true);
    expect(await verifyPassword('same', b)).toBe(true);
  });

  it('refuses malformed or tampered hashes', async () => {
    const hash = await hashPassword('pw', { N: 1024, r: 8, p: 1 });
    expect(await verifyPassword('pw', 'plain-text')).toBe(false);
    expect(await verifyPassword('pw', hash.replace('N=1024', 'N=1000'))).toBe(false);
    expect(await verifyPassword('pw', hash.replace('N=1024', 'N=2048'))).toBe(false);
    expect(await verifyPassword('pw', hash.replace(/\$[^$]+$/, '$short'))).toBe(false);
    expect(await verifyPassword('pw', hash.replace('scrypt', 'bcrypt'))).toBe(false);
  });

  it('unknown e-mails are checked against a well-formed dummy hash (same cost, always false)', async () => {
    const started = performance.now();
    expect(await verifyAgainstDummy('dummy-password-for-timing')).toBe(false);
    // A malformed dummy would return at once instead of spending one scrypt.
    expect(performance.now() - started).toBeGreaterThan(50);
  }, 60_000);
});
