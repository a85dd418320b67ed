import type { DbHandle } from './client';

/** Seeds the demo catalogue and blog into a new embedded database. (Filled in by the seed work.) */
export async function seedDemoContentIfEmpty(_handle: DbHandle): Promise<void> {}
