// A page's address slugs in the audit log: one field per locale whose slug a save changed,
// `slug_<locale>: [old, new]` (old null when the locale had none yet), so the activity list reads
// "Address (Chinese): ci-xi-li-he → ci-xi-fan-gai-li-he". Pure; the catalogue's slug store
// (lib/catalog/slugs.ts) reports the changes, each writer adds them to its entry.

export type SlugAuditChange = { locale: string; from: string | null; to: string };

export const slugAuditField = (locale: string) => `slug_${locale}`;

export function slugAuditChanges(changes: readonly SlugAuditChange[]): Record<string, [string | null, string]> {
  // A locale's first slug (a page saved before slugs existed, or a new locale) moves no address: only
  // a slug that replaces another is an address change worth a line.
  return Object.fromEntries(
    changes.filter((c) => c.from !== null && c.from !== c.to).map((c) => [slugAuditField(c.locale), [c.from, c.to]]),
  );
}
