// No `import 'server-only'`: scripts/admin-create.ts runs this under plain Node. Never import it
// from a client component: the dictionaries are ~2 MB (the forms check the length only; the server
// answers with the translated 'too common' message).
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { MIN_PASSWORD_LENGTH } from './schemas';

/**
 * Policy for NEW passwords (password change, `npm run admin:create`, a production ADMIN_PASSWORD):
 * at least 12 characters and a zxcvbn score of at least 3 ("safely unguessable": not one of the
 * ~40,000 most common passwords, nor a keyboard walk, repetition, date or the account's own e-mail
 * dressed up). Existing shorter passwords still sign in: only new ones are judged.
 */
export const MIN_PASSWORD_SCORE = 3;

export type PasswordProblem = 'tooShort' | 'tooCommon';

const holder = globalThis as typeof globalThis & { __zxcvbn?: ZxcvbnFactory };

function estimator(): ZxcvbnFactory {
  // Built once, on first use: loading the dictionaries takes a moment.
  holder.__zxcvbn ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, maxLength: 128 });
  return holder.__zxcvbn;
}

/** The first problem of a new password, or null when it is acceptable. */
export function passwordProblem(password: string, userInputs: string[] = []): PasswordProblem | null {
  if ([...password].length < MIN_PASSWORD_LENGTH) return 'tooShort';
  const inputs = userInputs.flatMap((s) => [s, ...s.toLowerCase().split(/[@._+-]+/)]).filter((s) => s.length >= 3);
  return estimator().check(password, inputs).score < MIN_PASSWORD_SCORE ? 'tooCommon' : null;
}

/** English text for the command line and the server log (the web forms use translated messages). */
export function describePasswordProblem(problem: PasswordProblem): string {
  return problem === 'tooShort'
    ? `must have at least ${MIN_PASSWORD_LENGTH} characters`
    : 'is too common or too easy to guess (a known password, a keyboard pattern, a repetition or the e-mail itself): choose a longer, less predictable one';
}
