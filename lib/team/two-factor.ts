import 'server-only';

/**
 * The Team list's "Two-factor" column: per administrator, whether a second factor is enrolled.
 * Two-factor sign-in is built separately; until it is wired in here, nobody has one ('off').
 */
export async function twoFactorStateFor(userIds: readonly string[]): Promise<Map<string, 'off' | 'on'>> {
  return new Map(userIds.map((id) => [id, 'off' as const]));
}
