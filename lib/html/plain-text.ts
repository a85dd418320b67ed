// Visible text of an HTML fragment, for checks and summaries (never for rendering): tags dropped,
// the common entities decoded, whitespace collapsed. Pure, so the browser can use it too
// (Edit Item's translation tab); '<p></p>' and '<p>&nbsp;</p>' come out blank.
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
