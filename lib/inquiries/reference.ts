import { randomInt } from 'node:crypto';

// Inquiry references people read aloud and type: `Q-2611-7F3KQ` (Q, year and month of submission
// in UTC, five characters). The alphabet leaves out 0/O, 1/I/L and U (Crockford's reasons), so a
// reference dictated over the phone cannot be misread; 30^5 ≈ 24 million per month, and the
// unique index decides the rare collision (the service then draws again).

export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const REFERENCE_PATTERN = /^Q-\d{4}-[23456789ABCDEFGHJKMNPQRSTVWXYZ]{5}$/;

export function newReference(now = new Date(), pick: (max: number) => number = randomInt): string {
  const yymm = `${String(now.getUTCFullYear() % 100).padStart(2, '0')}${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  let tail = '';
  for (let i = 0; i < 5; i++) tail += REFERENCE_ALPHABET[pick(REFERENCE_ALPHABET.length)];
  return `Q-${yymm}-${tail}`;
}
