import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-policy';

describe('passwordProblem (new passwords)', () => {
  it('refuses fewer than 12 characters', () => {
    expect(passwordProblem('Xk9#mQ2$vL7')).toBe('tooShort'); // 11
    expect(passwordProblem('admin12345')).toBe('tooShort');
  });

  it.each(['password1234', 'qwertyuiop123', 'aaaaaaaaaaaaaaaa', '123456789012', 'iloveyou1234', 'admin@example.com'])(
    'refuses the common or patterned %s',
    (password) => {
      expect(passwordProblem(password, ['admin@example.com'])).toBe('tooCommon');
    },
  );

  it.each(['correct horse battery staple', 'kardus-tebal-biru-1987!', 'Teh manis & 3 kotak kue'])('accepts %s', (password) => {
    expect(passwordProblem(password, ['admin@example.com'])).toBeNull();
  });
});
