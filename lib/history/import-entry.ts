import type { AuditEntry } from './contract';

// One 'catalog.import' entry per applied product CSV: the counts and the ids it created
// and updated, not a per-row diff (an import of hundreds of rows would bury the log). The ids are
// capped so one huge file cannot make one huge row; `idsTruncated` says when that happened.

const MAX_IDS = 500;

export function importEntry(created: number[], updated: number[], unchanged: number): AuditEntry {
  return {
    action: 'catalog.import',
    target: { type: 'catalog', id: 'products', label: null },
    detail: {
      created: created.length,
      updated: updated.length,
      unchanged,
      createdIds: created.slice(0, MAX_IDS),
      updatedIds: updated.slice(0, MAX_IDS),
      ...(created.length > MAX_IDS || updated.length > MAX_IDS ? { idsTruncated: true } : {}),
    },
  };
}
