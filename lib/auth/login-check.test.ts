import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EMAIL_PATTERN, loginInputProblem } from './login-check';
import { firstIssueMessage, loginSchema, type LoginMessageKey } from './schemas';

const schema = loginSchema((key: LoginMessageKey) => key);

describe('loginInputProblem (the sign-in form without zod)', () => {
  it('uses zod’s own email pattern', () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source);
  });

  it.each([
    ['', ''],
    ['   ', 'secret'],
    ['not-an-email', 'secret'],
    ['a@b', 'secret'],
    ['.a@example.com', 'secret'],
    ['a..b@example.com', 'secret'],
    ['  editor@example.com  ', ''],
    ['editor@example.com', ''],
    ['editor@example.com', 'secret'],
    ["o'neil+tag@mail.example.co.id", 'x'],
    ['ed@ex-ample.com', ' '],
  ])('agrees with loginSchema for %j / %j', (email, password) => {
    const parsed = schema.safeParse({ email, password });
    const expected = parsed.success ? null : firstIssueMessage(parsed.error);
    expect(loginInputProblem({ email, password })).toBe(expected);
  });
});
