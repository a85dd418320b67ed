import { describe, expect, it } from 'vitest';
import en from '../../messages/en.json';
import id from '../../messages/id.json';
import { firstIssueMessage, loginSchema, passwordChangeSchema } from './schemas';

const tLogin = (k: keyof typeof en.login) => en.login[k];
const tSettings = (k: keyof typeof en.settings) => en.settings[k];

function passwordError(input: Record<string, unknown>, t = tSettings): string | null {
  const result = passwordChangeSchema(t).safeParse(input);
  return result.success ? null : firstIssueMessage(result.error);
}

describe('loginSchema', () => {
  const schema = loginSchema(tLogin);
  it('requires a well-formed e-mail and a password', () => {
    expect(schema.safeParse({ email: ' admin@example.com ', password: 'x' })).toEqual({
      success: true,
      data: { email: 'admin@example.com', password: 'x' },
    });
    const missing = schema.safeParse({ email: '', password: '' });
    expect(missing.success || missing.error.issues.map((i) => i.message)).toEqual(['Email is required', 'Password is required']);
    const invalid = schema.safeParse({ email: 'not-an-email', password: 'x' });
    expect(invalid.success || firstIssueMessage(invalid.error)).toBe('Invalid email format');
    const absent = schema.safeParse({});
    expect(absent.success || firstIssueMessage(absent.error)).toBe('Email is required');
  });
});

describe('passwordChangeSchema', () => {
  it('applies the SPEC rules in order, one message at a time', () => {
    expect(passwordError({ currentPassword: '', newPassword: 'abcdefghijkl', confirmPassword: 'abcdefghijkl' })).toBe(
      'All fields are required',
    );
    expect(passwordError({})).toBe('All fields are required');
    expect(passwordError({ currentPassword: 'old', newPassword: 'abc', confirmPassword: 'abd' })).toBe('New passwords do not match');
    // Sign-in policy: 12 characters for new passwords (the current one may be shorter).
    expect(passwordError({ currentPassword: 'old', newPassword: 'abcdefghijk', confirmPassword: 'abcdefghijk' })).toBe(
      'New password must be at least 12 characters',
    );
    expect(passwordError({ currentPassword: 'abcdefghijkl', newPassword: 'abcdefghijkl', confirmPassword: 'abcdefghijkl' })).toBe(
      'New password must be different from current password',
    );
    expect(passwordError({ currentPassword: 'short', newPassword: 'abcdefghijkl', confirmPassword: 'abcdefghijkl' })).toBeNull();
  });

  it('speaks the translator’s language', () => {
    const tId = (k: keyof typeof id.settings) => id.settings[k];
    expect(passwordError({ currentPassword: 'a', newPassword: 'b', confirmPassword: 'c' }, tId)).toBe(id.settings.mismatch);
    expect(id.settings.mismatch).not.toBe(en.settings.mismatch);
  });
});

describe('password policy messages', () => {
  it('name the current minimum length in every language', async () => {
    const { MIN_PASSWORD_LENGTH } = await import('./schemas');
    const zh = (await import('../../messages/zh-CN.json')).default;
    for (const messages of [en, id, zh]) expect(messages.settings.tooShort).toContain(String(MIN_PASSWORD_LENGTH));
  });
});
