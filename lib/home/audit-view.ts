import { compactChanges, fileName, textDigest } from '@/lib/history/compact';
import type { AuditEntry, HomeSectionSnapshot } from '@/lib/history/contract';
import type { HomeSectionKey } from './sections';

// A home section as the audit log sees it: short words as they are, texts as digests, photos by
// file name, one line per entry; the full copies are the revisions' (decision 028).

function view(s: HomeSectionSnapshot | null) {
  if (!s) return null;
  return {
    kicker: s.kicker || null,
    title: s.title || null,
    body: textDigest(s.body),
    photo: fileName(s.photoUrl),
    photoAlt: s.photoAlt || null,
    items: s.items.map((i, n) => `${n + 1}. ${[i.title, textDigest(i.body), i.detail, fileName(i.photoUrl)].filter(Boolean).join(' · ')}`),
  };
}

export function homeEntry(
  action: 'home.update' | 'home.restore',
  section: HomeSectionKey,
  before: HomeSectionSnapshot | null,
  after: HomeSectionSnapshot | null,
  detail?: Record<string, unknown>,
): AuditEntry {
  return {
    action,
    target: { type: 'homeSection', id: section, label: section },
    changes: compactChanges(view(before), view(after)),
    ...(detail ? { detail } : {}),
  };
}

/** One locale's words of a section and its entries, for the audit entry of a translation save. */
export function translationView(s: HomeSectionSnapshot | null, locale: string) {
  const t = s?.translations[locale];
  return {
    kicker: t?.kicker ?? null,
    title: t?.title ?? null,
    body: textDigest(t?.body ?? null),
    photoAlt: t?.photoAlt ?? null,
    items: (s?.items ?? []).flatMap((i, n) => {
      const w = i.translations[locale];
      const text = [w?.title, textDigest(w?.body ?? null), w?.detail].filter(Boolean).join(' · ');
      return text ? [`${n + 1}. ${text}`] : [];
    }),
  };
}
