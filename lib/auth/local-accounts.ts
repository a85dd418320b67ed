import type { Db } from '../db/client';

export async function ensureSeedAdmin(_db: Db): Promise<void> {}
