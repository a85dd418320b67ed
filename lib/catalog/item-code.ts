// Product codes are unique catalogue-wide, ignoring case and surrounding spaces (see migration
// 0006). The actions check first for a friendly message; the index decides a race.

export const ITEM_CODE_INDEX = 'items_item_code_key';

/** Whether an error (anywhere in its cause chain) is the unique index refusing a duplicate code. */
export function isItemCodeConflict(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 6; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint, constraint_name: constraintName, message } = e as Record<string, unknown>;
    if (code === '23505') {
      return [constraint, constraintName, message].some((v) => typeof v === 'string' && v.includes(ITEM_CODE_INDEX));
    }
  }
  return false;
}
