/**
 * A small semaphore with a bounded queue for the password hash: each scrypt takes 128 MiB and
 * ~0.2-0.5 s of a core, so unbounded parallel sign-ins exhausted memory and CPU for every other
 * request. Past `maxActive` running and `maxQueued` waiting, `run` refuses at once with
 * `HashBusyError` (the route answers 503 + Retry-After) instead of piling up work.
 */
export class HashBusyError extends Error {
  readonly retryAfterSeconds = 5;
  constructor() {
    super('Too many password checks at once');
    this.name = 'HashBusyError';
  }
}

/**
 * Whether `error` is a full-gate refusal. By name, not `instanceof`: the gate lives on globalThis and
 * Next bundles this module into several chunks, so the thrower's class may be another copy.
 */
export function isHashBusy(error: unknown): error is HashBusyError {
  return error instanceof Error && error.name === 'HashBusyError';
}

export type Gate = { run<T>(task: () => Promise<T>): Promise<T>; readonly active: number; readonly queued: number };

export function createGate(maxActive: number, maxQueued: number): Gate {
  let active = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next)
      next(); // the slot passes straight to the next waiter
    else active--;
  };
  return {
    get active() {
      return active;
    },
    get queued() {
      return waiting.length;
    },
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active < maxActive) active++;
      else if (waiting.length < maxQueued) await new Promise<void>((resolve) => waiting.push(resolve));
      else throw new HashBusyError();
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}

// Two at a time (≤ 256 MiB) and 8 waiting per process: on an idle 2-core server a waiter is
// served within ~2-4 s; under load they wait longer, but never more than 8 of them.
export const HASH_MAX_ACTIVE = 2;
export const HASH_MAX_QUEUED = 8;
