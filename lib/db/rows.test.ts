import { describe, expect, it } from 'vitest';
import { resultRows } from './rows';

describe('resultRows (one shape for both drivers)', () => {
  it('takes postgres-js rows (an array) as they are', () => {
    const rows = [{ id: 1 }, { id: 2 }];
    expect(resultRows(rows)).toBe(rows);
  });

  it('takes PGlite rows from `{ rows }`', () => {
    expect(resultRows({ rows: [{ n: 3 }], fields: [], affectedRows: 0 })).toEqual([{ n: 3 }]);
  });

  it('gives no rows for a result without any (DDL, an empty object)', () => {
    expect(resultRows({ affectedRows: 0 })).toEqual([]);
    expect(resultRows(undefined)).toEqual([]);
  });
});
