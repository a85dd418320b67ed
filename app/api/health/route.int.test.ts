import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { GET } from './route';

describe('GET /api/health with a database', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => t?.cleanup());

  it('answers 200, not cached', async () => {
    const response = await GET();
    expect(response.status).toBe(200);
    expect(response.headers.get('retry-after')).toBeNull();
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(await response.json()).toMatchObject({ status: 'ok', database: 'up' });
  });
});
