import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { SYSTEM_ACTOR, type Actor } from './contract';

// The actor of the current admin write. adminAction() (lib/actions/define-action.ts) runs every
// server action inside withActor(session), and the auth route handlers do the same, so the write
// paths (lib/*/mutations.ts) record "who" without each signature carrying it. Outside any
// request (scripts, seed, tests calling a mutation directly) the actor is the system.

const storage = new AsyncLocalStorage<Actor>();

export function withActor<T>(actor: Actor, work: () => T): T {
  return storage.run(actor, work);
}

export function currentActor(): Actor {
  return storage.getStore() ?? SYSTEM_ACTOR;
}
