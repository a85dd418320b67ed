/**
 * Hands a page's serialised JSON-LD from the server component that builds it to the HTML renderer,
 * outside the RSC data. Both renders run in the same server process, one right after the other,
 * so a process-wide map carries the text, keyed by a random id that is all the RSC data holds.
 * Without this every page sent its structured data twice (in the markup and again in the RSC data
 * the browser never uses for it). No imports: the client side of the hand-off loads this too.
 */
type Entry = { json: string; at: number };

// An entry is read by the HTML render of the same request within milliseconds; one that nobody
// reads (an RSC-only render) is dropped after this, and the map never holds more than MAX_ENTRIES.
const TTL_MS = 60_000;
const MAX_ENTRIES = 500;
const STORE = Symbol.for('packaging-site.json-ld-handoff');

function store(): Map<string, Entry> {
  const g = globalThis as typeof globalThis & { [STORE]?: Map<string, Entry> };
  return (g[STORE] ??= new Map());
}

/** Server side: keeps the JSON for the HTML render and returns the id to pass along. */
export function leaveJsonLd(json: string, now = Date.now()): string {
  const entries = store();
  for (const [id, entry] of entries) {
    if (now - entry.at <= TTL_MS && entries.size < MAX_ENTRIES) break; // insertion order: oldest first
    entries.delete(id);
  }
  const id = crypto.randomUUID();
  entries.set(id, { json, at: now });
  return id;
}

/** HTML render: the JSON left under `id`, once ('' if it is gone). */
export function takeJsonLd(id: string): string {
  const entries = store();
  const json = entries.get(id)?.json ?? '';
  entries.delete(id);
  return json;
}
