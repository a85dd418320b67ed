// A test file says something about how it runs in its heading comment: `// @marker: <reason>`
// (`@engine-independent:` in scripts/lib/engine-independent.mjs, `@own-process:` in
// scripts/lib/unit-isolation.mjs). Only the heading counts: a marker further down would look like it
// counts and would not.

/** How far into a file a marker is looked for (its heading comment). */
export const HEAD_BYTES = 2048;

/** The reason given after `marker` in the file's heading, or null when the heading has no marker. */
export function headingMarkerReason(source, marker) {
  const head = source.slice(0, HEAD_BYTES);
  const at = head.indexOf(marker);
  if (at === -1) return null;
  return head
    .slice(at + marker.length)
    .split('\n')[0]
    .trim();
}
