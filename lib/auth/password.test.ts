import { describe, expect, it, vi } from 'vitest';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password';

describe('password hashing', () => {
  it('uses the OWASP scrypt parameters and a self-describing format', async () => {
    vi.stubEnv('TEST_PASSWORD_HASH', 'production');
    try {
      const hash = await hashPassword('correct horse');
      expect(hash).toMatch(/^scrypt\$N=131072,r=8,p=1\$[\w-]{22}\$[\w-]{43}$/);
      expect(await verifyPassword('correct horse', hash)).toBe(true);
      expect(await verifyPassword('correct horsE', hash)).toBe(false);
    } finally {
      vi.unstubAllEnvs();
    }
  }, 60_000);

  it('hashes with an eighth of the work under the test runner only, never in a deployment', async () => {
    expect(process.env.NODE_ENV).toBe('test');
    expect(await hashPassword('quick')).toMatch(/^scrypt\$N=16384,r=8,p=1\$/);
    for (const mode of ['production', 'development']) {
      vi.stubEnv('NODE_ENV', mode);
      try {
        expect(await hashPassword('full cost'), mode).toMatch(/^scrypt\$N=131072,r=8,p=1\$/);
      } finally {
        vi.unstubAllEnvs();
      }
    }
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
