import { createHash } from 'node:crypto';
import type { CatalogueSnapshot, RowPlan } from './plan';

// What a preview showed, as one SHA-256 hex string: every row's action and the values it would
// write, plus the current state of every product a row touches. The preview hands it to the browser,
// the apply sends it back, and the apply computes it again inside its transaction: if anything
// differs (another administrator created a product with the same code, edited a product this file
// updates, renamed a category) the apply refuses and writes nothing, instead of doing something
// the administrator never saw.

export const PLAN_DIGEST_PATTERN = /^[0-9a-f]{64}$/;

export function planDigest(plans: readonly RowPlan[], snapshot: CatalogueSnapshot): string {
  const items = new Map(snapshot.items.map((i) => [i.id, i]));
  const rows = plans.map((p) => ({
    row: p.row,
    action: p.action,
    errors: p.errors.map((e) => e.key),
    write: p.write ?? null,
    // The product as it is now: an edit made after the preview is not silently overwritten.
    current: p.write?.itemId === undefined ? null : (items.get(p.write.itemId) ?? null),
  }));
  return createHash('sha256').update(JSON.stringify(rows)).digest('hex');
}
