// Bookmarks are remembered on this device only (localStorage), as a list of slugs.
const KEY = 'blog-bookmarks';
const EVENT = 'blog-bookmarks-change';

function read(): string[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export function isBookmarked(slug: string): boolean {
  return read().includes(slug);
}

export function toggleBookmark(slug: string): void {
  const current = read();
  const next = current.includes(slug) ? current.filter((s) => s !== slug) : [...current, slug];
  try {
    window.localStorage.setItem(KEY, JSON.stringify(next));
  } catch (error) {
    console.error('[blog] could not save the bookmark', error); // private mode, quota
  }
  window.dispatchEvent(new Event(EVENT));
}

export function subscribeBookmarks(onChange: () => void): () => void {
  window.addEventListener(EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}
