/**
 * Only http(s) URLs (absolute, or a same-site path like `/storage/...`) are rendered as links or
 * images; `javascript:`, `data:` and anything unparsable are refused.
 */
export function safeHttpUrl(value: string | null | undefined): string | null {
  const url = value?.trim();
  if (!url) return null;
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}
