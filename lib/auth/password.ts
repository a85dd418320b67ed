import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { createGate, HASH_MAX_ACTIVE, HASH_MAX_QUEUED, type Gate } from './hash-gate';

// OWASP Password Storage Cheat Sheet: scrypt with N=2^17, r=8, p=1. That needs 128 * N * r bytes
// (128 MiB) of memory, above Node's 32 MiB default `maxmem`, so maxmem is raised explicitly.
const DEFAULT_PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
// Under Vitest (NODE_ENV=test, which `next start`, `next dev` and `next build` never run with) new
// hashes use N=2^14, an eighth of the work, as Devise lowers its stretches in test: the integration
// suites create and check hundreds of passwords, and scrypt's deliberate cost was about a third of
// their CPU time. A check always uses the parameters stored in the hash; the dummy check for unknown
// addresses keeps the full cost (the concurrency tests rely on it); a test about the cost itself sets
// TEST_PASSWORD_HASH=production (docs/decisions/067-test-run-time.md).
const TEST_PARAMS = { N: 2 ** 14, r: 8, p: 1 } as const;

function newHashParams(): ScryptParams {
  return process.env.NODE_ENV === 'test' && process.env.TEST_PASSWORD_HASH !== 'production' ? TEST_PARAMS : DEFAULT_PARAMS;
}
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

export type ScryptParams = { N: number; r: number; p: number };

/**
 * Every hash of the process goes through this gate (throws HashBusyError when it is full). On
 * globalThis: Next bundles this module into each route's layer, and the cap is per process.
 */
const holder = globalThis as typeof globalThis & { __passwordHashGate?: Gate };
export const hashGate: Gate = (holder.__passwordHashGate ??= createGate(HASH_MAX_ACTIVE, HASH_MAX_QUEUED));

function scrypt(password: string, salt: Buffer, keyLength: number, params: ScryptParams): Promise<Buffer> {
  const options: ScryptOptions = { N: params.N, r: params.r, p: params.p, maxmem: 128 * params.N * params.r * 2 };
  return hashGate.run(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scryptCallback(password.normalize('NFKC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
      }),
  );
}

/**
 * A self-describing hash: `scrypt$N=131072,r=8,p=1$<salt b64url>$<key b64url>`, so the parameters
 * can be raised later without breaking existing accounts.
 */
export async function hashPassword(password: string, params: ScryptParams = newHashParams()): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await scrypt(password, salt, KEY_LENGTH, params);
  return `scrypt$N=${params.N},r=${params.r},p=${params.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

function parseHash(encoded: string): { params: ScryptParams; salt: Buffer; key: Buffer } | null {
  const parts = encoded.split('$');
  if (parts.length !== 4 || parts[0] !== 'scrypt') return null;
  const match = /^N=(\d+),r=(\d+),p=(\d+)$/.exec(parts[1] ?? '');
  if (!match) return null;
  const [N, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Refuse absurd parameters from a tampered row instead of burning the server's memory.
  if (!Number.isSafeInteger(N) || N < 2 || N > 2 ** 20 || (N & (N - 1)) !== 0 || r < 1 || r > 32 || p < 1 || p > 16) return null;
  const salt = Buffer.from(parts[2] ?? '', 'base64url');
  const key = Buffer.from(parts[3] ?? '', 'base64url');
  if (salt.length < 8 || key.length < 16) return null;
  return { params: { N, r, p }, salt, key };
}

/** Timing-safe check of `password` against an encoded hash; false for malformed hashes. */
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const parsed = parseHash(encoded);
  if (!parsed) return false;
  const candidate = await scrypt(password, parsed.salt, parsed.key.length, parsed.params);
  return timingSafeEqual(candidate, parsed.key);
}

// A fixed hash (of a throwaway string) with the current parameters: checking against it costs one
// scrypt, like a real account, without hashing anything at run time.
const DUMMY_HASH = 'scrypt$N=131072,r=8,p=1$uyqR1i-zJRREAbRxzDTe9w$5PDEE_FwSpiTjReJbpehwZrhW06sNjsjApWT10tBlTA';

/**
 * Spends the same time as a real check, for unknown e-mail addresses, so response timing does not
 * tell which addresses have an account.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(password, DUMMY_HASH);
  return false;
}
