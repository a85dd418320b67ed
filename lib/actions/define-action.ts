import 'server-only';
import type { z } from 'zod';
import { withActor } from '@/lib/history/actor';
import type { Capability } from '@/lib/auth/roles';
import { requireCapability, type AdminSession } from '@/lib/auth/session';
import { isAppLocale, type AppLocale } from '@/lib/i18n/routing';
import { isDiskFull } from '@/lib/storage/disk-space';
import { diskFullFailure, diskRefusal, type ActionDiskUse } from './disk-full';
import type { ActionResult } from './result';

// The one way to define a server action: the guard runs before anything else, the input is parsed
// with zod, and a refusal is shaped into a translated ActionResult. An exported action built any
// other way has no guard marker, and the authorisation matrix tests fail for it.

/** The capability (lib/auth/roles.ts) an administrator's role needs to call the action. */
export type ActionGuard = Capability;

export type ActionContext<T> = { locale: AppLocale | undefined; session: AdminSession; t: T };

type Definition<A extends unknown[], S extends z.ZodType, T, R extends ActionResult<unknown>> = {
  /** Signed out → /login; a role without this capability → 403 (lib/auth/roles.ts). */
  guard: ActionGuard;
  /** Translations of the locale the page bound (the request's when it is not a known locale). */
  translator: (locale: AppLocale | undefined) => Promise<T>;
  /** Picks the value the schema parses out of the call's arguments (default: the first one). */
  read?: (...args: A) => unknown;
  schema: S;
  /** A failed parse → the translated failure (form message, per-field messages). */
  invalid: (error: z.ZodError<z.input<S>>, t: T) => R;
  /**
   * The action brings new content into DATA_DIR (decision 086): its rows, or photos too. Below the
   * disk's reserve it answers the translated disk-full failure after the parse, before `run`.
   */
  disk?: ActionDiskUse;
  run: (input: z.output<S>, context: ActionContext<T>) => Promise<R>;
};

/** A server action as the page hands it on: call `.bind(null, locale)` on the server. */
export type AdminAction<A extends unknown[], R> = (locale: string, ...args: A) => Promise<R>;

const guards = new WeakMap<object, ActionGuard>();
const refusals = new WeakMap<object, Refusal>();

/** The action's schema, and what it answers for an input (as `read` returns it) the schema refuses (null when it takes it). */
export type Refusal = {
  schema: z.ZodType;
  answer: (input: unknown, locale: AppLocale | undefined) => Promise<ActionResult<unknown> | null>;
};

/** The guard an action was built with, or undefined for a function not built by adminAction. */
export function guardOf(action: unknown): ActionGuard | undefined {
  return typeof action === 'function' ? guards.get(action) : undefined;
}

/**
 * The action's answer to refused input, without its guard and before any write: what the page
 * shows for a missing or malformed field. lib/actions/refusal-messages.test.ts feeds every
 * action malformed input through it and finds no message key and no zod default text.
 */
export function refusalOf(action: unknown): Refusal | undefined {
  return typeof action === 'function' ? refusals.get(action) : undefined;
}

export function adminAction<A extends unknown[], S extends z.ZodType, T, R extends ActionResult<unknown>>(
  definition: Definition<A, S, T, R>,
): AdminAction<A, R> {
  const { guard, translator, read = (...args: A) => args[0], schema, invalid, disk, run } = definition;
  const action = async (rawLocale: string, ...args: A): Promise<R> => {
    const locale = isAppLocale(rawLocale) ? rawLocale : undefined;
    // Before anything reads the input: a redirect to /login, or 403 for a role without the capability.
    const session = await requireCapability(guard, locale);
    const t = await translator(locale);
    const parsed = schema.safeParse(read(...args));
    if (!parsed.success) return invalid(parsed.error as z.ZodError<z.input<S>>, t);
    if (disk) {
      const refusal = await diskRefusal(disk, parsed.data, locale);
      if (refusal) return refusal as R;
    }
    try {
      // Every write the action makes is recorded as this administrator's (lib/history).
      return await withActor({ userId: session.userId, email: session.email }, () => run(parsed.data, { locale, session, t }));
    } catch (error) {
      // The disk filled up under a write the action did not catch: the same answer, not a 500.
      if (isDiskFull(error)) return (await diskFullFailure(locale, error)) as R;
      throw error;
    }
  };
  guards.set(action, guard);
  refusals.set(action, {
    schema,
    async answer(input, locale) {
      const parsed = schema.safeParse(input);
      return parsed.success ? null : invalid(parsed.error as z.ZodError<z.input<S>>, await translator(locale));
    },
  });
  return action;
}
