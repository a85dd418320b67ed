/**
 * Per-locale lists (SQL checks, maps keyed by locale, message files) that are not typed over
 * LOCALES, held to it by tests: each list that lacks a locale or has one LOCALES does not know
 * is named, with what it misses and what it has in excess.
 */
export function localeListProblems(locales: readonly string[], lists: Record<string, readonly string[]>): string[] {
  const problems: string[] = [];
  for (const [name, list] of Object.entries(lists)) {
    const missing = locales.filter((l) => !list.includes(l));
    const extra = list.filter((l) => !locales.includes(l));
    if (missing.length) problems.push(`${name} lacks ${missing.join(', ')}`);
    if (extra.length) problems.push(`${name} has ${extra.join(', ')}, not in LOCALES`);
  }
  return problems;
}
