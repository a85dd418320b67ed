// The same HTML shape as the English descriptions in catalog-data.ts: a lead paragraph and an
// optional bullet list, so a translated description carries exactly the English tags.
export function describe(lead: string, points: readonly string[] = []): string {
  const list = points.length ? `<ul>${points.map((p) => `<li>${p}</li>`).join('')}</ul>` : '';
  return `<p>${lead}</p>${list}`;
}
