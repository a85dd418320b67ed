// Types of load-checks.mjs for its TypeScript unit test (the harness itself runs under plain Node).
export type LoadTarget = { label: string; path: string; signIn?: boolean; allow?: number[] };
export type Check = { name: string; ok: boolean; detail: string };
export type BodyProbe = { path: string; before: number; peak: number; outcome: string };

export const PAGE_TARGETS: LoadTarget[];
export const SIGN_IN_TARGET: LoadTarget;
export const MEMORY_HEADROOM_BYTES: number;
export const BODY_GROWTH_LIMIT_BYTES: number;
export const HELD_GROWTH_LIMIT_BYTES: number;
export const HELD_SETTLE_HEADROOM_BYTES: number;
export const HELD_ANSWER_MS: number;
export type HeldAnswer = { path: string; kind: 'over' | 'chunked'; status: number | null; ms: number | null; sentBeforeAnswer: number };
export type HeldAttack = { before: number; peak: number; after: number; settleSeconds: number; answers: HeldAnswer[] };

export function classify(target: LoadTarget, status: number): 'ok' | 'refused' | 'error';
export function loadChecks(input: {
  statuses: Record<string, Record<string, number>>;
  errors: number;
  timeouts: number;
  signInLimit: number;
  idleRss: number;
  settledRss: number;
  settleSeconds: number;
  bodies: BodyProbe[];
  held?: HeldAttack;
}): Check[];
export function heldBodyChecks(held: HeldAttack): Check[];
export function toMb(bytes: number): string;
export function countChecks(checks: Check[]): { passed: number; failed: number; skipped: number };
