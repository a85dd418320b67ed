import { afterAll } from 'vitest';
import { dropReturnedDatabase } from './db-reuse';

// After each integration test file: the database its last test gave back for reuse goes
// (tests/db-reuse.ts), so no test database outlives its file on a PostgreSQL server.
afterAll(dropReturnedDatabase);
