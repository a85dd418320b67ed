import { describe, expect, it } from 'vitest';
import { acceptedStep, codeAt, groupedKey, newTotpSecret, stepAt, totpUri } from './totp';

// RFC 6238 appendix B: the SHA-1 secret "12345678901234567890" (base32 below), T = 59 s → 94287082
// (eight digits); six digits are its last six.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('TOTP codes', () => {
  it('computes the RFC 6238 test vector', () => {
    expect(codeAt(RFC_SECRET, 59_000)).toBe('287082');
    expect(codeAt(RFC_SECRET, 1_111_111_109_000)).toBe('081804');
  });

  it('accepts the code of the step before and after now, not two steps away', () => {
    const secret = newTotpSecret();
    const now = 1_800_000_015_000;
    const step = stepAt(now);
    expect(acceptedStep(secret, codeAt(secret, now), null, now)).toBe(step);
    expect(acceptedStep(secret, codeAt(secret, now - 30_000), null, now)).toBe(step - 1);
    expect(acceptedStep(secret, codeAt(secret, now + 30_000), null, now)).toBe(step + 1);
    const farCode = codeAt(secret, now - 60_000);
    // A two-steps-old code could collide with a current one by chance (1 in 10^6 each): only assert when it differs.
    if (![-1, 0, 1].some((d) => codeAt(secret, now + d * 30_000) === farCode)) {
      expect(acceptedStep(secret, farCode, null, now)).toBeNull();
    }
  });

  it('refuses a code whose step was already used, and older ones', () => {
    const secret = newTotpSecret();
    const now = 1_800_000_015_000;
    const step = stepAt(now);
    expect(acceptedStep(secret, codeAt(secret, now), step, now)).toBeNull();
    expect(acceptedStep(secret, codeAt(secret, now - 30_000), step, now)).toBeNull();
    expect(acceptedStep(secret, codeAt(secret, now + 30_000), step, now)).toBe(step + 1);
  });

  it('ignores spaces and refuses anything that is not six digits', () => {
    const secret = newTotpSecret();
    const now = 1_800_000_015_000;
    const code = codeAt(secret, now);
    expect(acceptedStep(secret, `${code.slice(0, 3)} ${code.slice(3)}`, null, now)).toBe(stepAt(now));
    expect(acceptedStep(secret, `${code}0`, null, now)).toBeNull();
    expect(acceptedStep(secret, 'abcdef', null, now)).toBeNull();
    expect(acceptedStep(secret, '', null, now)).toBeNull();
  });

  it('builds the otpauth URI and the grouped manual key', () => {
    const uri = totpUri(RFC_SECRET, 'Packaging Admin', 'owner@example.com');
    expect(uri).toMatch(/^otpauth:\/\/totp\/Packaging%20Admin:owner%40example\.com\?/);
    expect(uri).toContain(`secret=${RFC_SECRET}`);
    expect(groupedKey('ABCDEFGHIJ')).toBe('ABCD EFGH IJ');
    expect(newTotpSecret()).toMatch(/^[A-Z2-7]{32}$/);
  });
});
