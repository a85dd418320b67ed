import 'server-only';
import { eq } from 'drizzle-orm';
import { homeSections } from '@/lib/db/schema';
import { homeSnapshotUrls, type HomeSectionSnapshot } from '@/lib/history/contract';
import { readHomeSnapshot } from '@/lib/history/home-snapshot';
import { keepBaseline, recordAudit, recordRevision } from '@/lib/history/record';
import { findRevision } from '@/lib/history/revision-queries';
import type { TranslationLocale } from '@/lib/i18n/content-locales';
import { isTranslationLocale } from '@/lib/i18n/content-locales';
import { homeEntry } from './audit-view';
import { writeHomeState, type HomeState } from './home-rows';
import { removeUnreferencedHomePhotos } from './photo-files';
import type { HomeSectionKey } from './sections';
import { homeDeps, type HomeDeps } from './write';

// Writing an older version of a home section back (decision 027): its words, photo, entries and
// every locale's words, through the section's one writer, in one transaction with a 'restore'
// version and an audit entry. Refused, changing nothing, when a photo file of that version is gone.

export type RestoreHomeResult = { status: 'restored' } | { status: 'notFound' } | { status: 'photoMissing' };

function translationsOf<T>(byLocale: Record<string, T>): Partial<Record<TranslationLocale, T>> {
  return Object.fromEntries(Object.entries(byLocale).filter(([locale]) => isTranslationLocale(locale)));
}

/** The rows a version stands for (its entries as new rows, each with its words). */
export function stateOfSnapshot(s: HomeSectionSnapshot): HomeState {
  return {
    words: { kicker: s.kicker, title: s.title, body: s.body, photoAlt: s.photoAlt },
    photoUrl: s.photoUrl,
    items: s.items.map((i) => ({
      title: i.title,
      body: i.body,
      detail: i.detail,
      photoUrl: i.photoUrl,
      translations: translationsOf(i.translations),
    })),
    translations: translationsOf(s.translations),
  };
}

export async function restoreHomeSection(
  section: HomeSectionKey,
  revisionId: number,
  deps?: Partial<HomeDeps>,
): Promise<RestoreHomeResult> {
  const { db, storage } = await homeDeps(deps);
  const entity = { type: 'home', id: section } as const;
  const found = await findRevision(db, entity, revisionId);
  if (!found) return { status: 'notFound' };
  const snapshot = found.snapshot as HomeSectionSnapshot;
  for (const url of homeSnapshotUrls(snapshot)) {
    const objectPath = storage.objectPathFromUrl(url);
    if (objectPath && !(await storage.exists(objectPath))) return { status: 'photoMissing' };
  }
  const droppedUrls: string[] = [];
  let replaced: string[] = [];
  await db.transaction(async (tx) => {
    await tx.select({ section: homeSections.section }).from(homeSections).where(eq(homeSections.section, section)).for('update');
    await keepBaseline(tx, entity);
    const before = await readHomeSnapshot(tx, section);
    replaced = before ? homeSnapshotUrls(before) : [];
    await writeHomeState(tx, section, stateOfSnapshot(snapshot));
    const after = await recordRevision(tx, entity, 'restore', { restoredFrom: revisionId, droppedUrls });
    await recordAudit(tx, homeEntry('home.restore', section, before, after, { revision: revisionId }));
  });
  await removeUnreferencedHomePhotos(db, storage, [...replaced, ...droppedUrls]);
  return { status: 'restored' };
}
