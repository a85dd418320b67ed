// Photo URLs of an import row → what apply does with each (pure). A URL the item already has is
// kept as it is (so export → import is a no-op); a URL on an allow-listed host is fetched on
// apply; any other URL is skipped with a warning, and NOTHING ever requests it.

export type CsvIssue = { key: string; values?: Record<string, string | number> };

export type PhotoRef = { kind: 'keep'; url: string } | { kind: 'fetch'; url: string };
export type GalleryRef = { kind: 'keep'; id: number; url: string } | { kind: 'fetch'; url: string };

export type PhotoRules = {
  /** Lower-case `host` or `host:port` entries (IMPORT_PHOTO_HOSTS). */
  allowedHosts: readonly string[];
  /** A stored photo URL as the export writes it (absolute). */
  absoluteUrl: (stored: string) => string;
};

const shortUrl = (url: string) => (url.length > 120 ? `${url.slice(0, 117)}…` : url);

/** Whether the file's URL names this stored photo (as exported, or exactly as stored). */
function sameAs(given: string, stored: string | null, rules: PhotoRules): boolean {
  return stored !== null && (given === stored || given === rules.absoluteUrl(stored));
}

/** Fetchable only: http(s), no credentials, host (with its port, if any) on the allow-list. */
export function fetchDecision(given: string, allowedHosts: readonly string[]): { ok: true } | { ok: false; warning: CsvIssue } {
  let url: URL;
  try {
    url = new URL(given);
  } catch {
    return { ok: false, warning: { key: 'photoInvalid', values: { url: shortUrl(given) } } };
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) {
    return { ok: false, warning: { key: 'photoInvalid', values: { url: shortUrl(given) } } };
  }
  if (!allowedHosts.includes(url.host.toLowerCase())) {
    return { ok: false, warning: { key: 'hostNotAllowed', values: { url: shortUrl(given), host: url.host } } };
  }
  return { ok: true };
}

/** main_photo_url / hover_photo_url: blank keeps the current photo (the item form cannot remove one either). */
export function resolveCover(given: string, current: string | null, rules: PhotoRules, warnings: CsvIssue[]): PhotoRef | undefined {
  const url = given.trim();
  if (url === '') return current ? { kind: 'keep', url: current } : undefined;
  if (sameAs(url, current, rules)) return { kind: 'keep', url: current! };
  const decision = fetchDecision(url, rules.allowedHosts);
  if (decision.ok) return { kind: 'fetch', url };
  warnings.push(decision.warning);
  return current ? { kind: 'keep', url: current } : undefined;
}

/** gallery_urls (space-separated): the file is the gallery, in its order; skipped URLs are left out. */
export function resolveGallery(
  given: string,
  current: ReadonlyArray<{ id: number; photoUrl: string }>,
  rules: PhotoRules,
  warnings: CsvIssue[],
): GalleryRef[] {
  const unused = [...current];
  const out: GalleryRef[] = [];
  for (const url of given.split(/\s+/).filter(Boolean)) {
    const at = unused.findIndex((g) => sameAs(url, g.photoUrl, rules));
    if (at >= 0) {
      const [g] = unused.splice(at, 1);
      out.push({ kind: 'keep', id: g!.id, url: g!.photoUrl });
      continue;
    }
    const decision = fetchDecision(url, rules.allowedHosts);
    if (decision.ok) out.push({ kind: 'fetch', url });
    else warnings.push(decision.warning);
  }
  return out;
}
