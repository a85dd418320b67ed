import 'server-only';
import { sql } from 'drizzle-orm';
import { importEntry } from '@/lib/history/import-entry';
import { recordAudit } from '@/lib/history/record';
import type { Db } from '@/lib/db';
import { executeRows } from '@/lib/db/rows';
import { keepBaseline, recordRevision } from '@/lib/history/record';
import type { StoragePort } from '@/lib/storage';
import { step, writeItemState, type Tx } from '../item-rows';
import { removeUnreferencedPhotos } from '../photo-references';
import { removeQuietly, uploadPhotos, type PendingUpload, type PhotoSlot } from '../photo-files';
import type { ProcessedPhoto } from '../photos';
import { fetchImportPhoto, type FetchRefusal } from './fetch-photo';
import { MAX_CSV_BYTES, parseCsv, type CsvRecord } from './format';
import type { CsvIssue, PhotoRules } from './photo-refs';
import { fetchCount, MAX_IMPORT_FETCHES, planImport, type CatalogueSnapshot, type RowPlan, type RowWrite, type SnapshotItem } from './plan';
import { planDigest } from './plan-digest';
import { translationsToWrite } from './translated-columns';
import { absolutePhotoUrl, loadCatalogueSnapshot } from './snapshot';
import { fieldColumns } from '@/lib/product-fields/registry';

// Preview and apply of a product CSV. Apply re-parses and re-plans the file (never trusts a
// preview), refuses while any error remains or when the plan is not the one the administrator
// previewed (plan-digest.ts; checked first and again inside the transaction, with the items table
// locked against concurrent writes), fetches the allow-listed photos, uploads every new file under
// its final name, then writes ALL rows in ONE transaction. A failure anywhere removes the uploaded
// files again; replaced files are removed only after the commit (as mutations.ts).

export type ImportDeps = {
  db: Db;
  storage: StoragePort;
  allowedHosts: readonly string[];
  siteUrl: string;
  fetchPhoto?: typeof fetchImportPhoto;
};

export type ImportCheck = {
  plans: RowPlan[];
  fileError?: CsvIssue;
  snapshot?: CatalogueSnapshot;
  records?: CsvRecord[];
  /** What the preview shows, as plan-digest.ts computes it; the apply must be given it back. */
  digest?: string;
};

const photoRules = (deps: ImportDeps): PhotoRules => ({ allowedHosts: deps.allowedHosts, absoluteUrl: absolutePhotoUrl(deps.siteUrl) });

export async function checkImport(text: string, deps: ImportDeps): Promise<ImportCheck> {
  if (Buffer.byteLength(text, 'utf8') > MAX_CSV_BYTES) return { plans: [], fileError: { key: 'fileTooLarge' } };
  // A file saved as "CSV" (not "CSV UTF-8") by Excel decodes with replacement characters: refuse
  // it rather than store broken names.
  if (text.includes('\uFFFD')) return { plans: [], fileError: { key: 'notUtf8' } };
  const parsed = parseCsv(text);
  if (!parsed.ok) {
    if (parsed.error === 'syntax') return { plans: [], fileError: { key: 'syntax', values: { line: parsed.line } } };
    if (parsed.error === 'header') return { plans: [], fileError: { key: 'header', values: { columns: parsed.missing.join(', ') } } };
    return { plans: [], fileError: { key: parsed.error } };
  }
  const snapshot = await loadCatalogueSnapshot(deps.db);
  const plans = planImport(parsed.records, snapshot, photoRules(deps));
  if (fetchCount(plans) > MAX_IMPORT_FETCHES) return { plans, fileError: { key: 'tooManyFetches', values: { max: MAX_IMPORT_FETCHES } } };
  return { plans, snapshot, records: parsed.records, digest: planDigest(plans, snapshot) };
}

/** Thrown inside the transaction (rolls it back) when the catalogue no longer gives the previewed plan. */
class PlanChanged extends Error {}

export type ApplyOutcome =
  | { ok: false; reason: 'invalid'; check: ImportCheck }
  | { ok: false; reason: 'changed' }
  | { ok: false; reason: 'fetch'; row: number; url: string; refusal: FetchRefusal }
  | { ok: true; created: number[]; updated: number[]; unchanged: number; categoryIds: number[] };

type Prepared = {
  plan: RowPlan;
  write: RowWrite;
  itemId: number;
  previous?: SnapshotItem;
  photos: Map<string, ProcessedPhoto>;
  urls: Map<PhotoSlot, string>;
  galleryUrls: Map<number, string>;
  /** Photo URLs of this item's revisions pruned by the import (lib/history). */
  droppedUrls: string[];
};

const main: PhotoSlot = { kind: 'main' };
const hover: PhotoSlot = { kind: 'hover' };

/** `previewed`: the digest of the preview the administrator saw (ImportCheck.digest). */
export async function applyImport(text: string, deps: ImportDeps, previewed: string): Promise<ApplyOutcome> {
  const check = await checkImport(text, deps);
  if (check.fileError || check.plans.some((p) => p.errors.length > 0)) return { ok: false, reason: 'invalid', check };
  if (check.digest !== previewed) return { ok: false, reason: 'changed' };
  const fetchPhoto = deps.fetchPhoto ?? fetchImportPhoto;
  const changed = check.plans.filter((p) => p.action !== 'unchanged' && p.write);
  const before = new Map(check.snapshot?.items.map((i) => [i.id, i]));

  // 1. Every photo is fetched and validated before anything is written.
  const prepared: Prepared[] = [];
  for (const plan of changed) {
    const write = plan.write!;
    const photos = new Map<string, ProcessedPhoto>();
    for (const ref of [write.main, write.hover, ...write.gallery]) {
      if (ref?.kind !== 'fetch' || photos.has(ref.url)) continue;
      const fetched = await fetchPhoto(ref.url, deps.allowedHosts);
      if (!fetched.ok) return { ok: false, reason: 'fetch', row: plan.row, url: ref.url, refusal: fetched.reason };
      photos.set(ref.url, fetched.photo);
    }
    const previous = write.itemId === undefined ? undefined : before.get(write.itemId);
    prepared.push({ plan, write, itemId: write.itemId ?? 0, previous, photos, urls: new Map(), galleryUrls: new Map(), droppedUrls: [] });
  }

  // 2. Ids for new items, then the files under their final names (removed again on any failure).
  const uploaded: string[] = [];
  try {
    for (const p of prepared) {
      if (p.write.itemId === undefined) p.itemId = await reserveItemId(deps.db);
      const uploads: PendingUpload[] = [];
      const gallerySlots = new Map<number, PhotoSlot>();
      if (p.write.main?.kind === 'fetch') uploads.push({ slot: main, photo: p.photos.get(p.write.main.url)! });
      if (p.write.hover?.kind === 'fetch') uploads.push({ slot: hover, photo: p.photos.get(p.write.hover.url)! });
      p.write.gallery.forEach((ref, index) => {
        if (ref.kind !== 'fetch') return;
        const slot: PhotoSlot = { kind: 'gallery', index };
        gallerySlots.set(index, slot);
        uploads.push({ slot, photo: p.photos.get(ref.url)! });
      });
      const { urls, paths } = await uploadPhotos(deps.storage, p.itemId, uploads, p.write.itemId !== undefined);
      uploaded.push(...paths);
      p.urls = urls;
      for (const [index, slot] of gallerySlots) p.galleryUrls.set(index, urls.get(slot)!);
    }
    // 3. One transaction for every row.
    await deps.db.transaction(async (tx) => {
      // Item writes elsewhere wait for this commit (reads do not), so the plan checked here is the
      // plan written. Photos were fetched meanwhile: the catalogue may have changed since.
      await tx.execute(sql`lock table items in share row exclusive mode`);
      const now = await loadCatalogueSnapshot(tx);
      if (planDigest(planImport(check.records!, now, photoRules(deps)), now) !== previewed) throw new PlanChanged();
      for (const p of prepared) await writeRow(tx, p);
      await recordAudit(tx, importEntry(createdIds(prepared), updatedIds(prepared), check.plans.length - prepared.length));
    });
  } catch (error) {
    await removeQuietly(deps.storage, uploaded);
    if (error instanceof PlanChanged) return { ok: false, reason: 'changed' };
    throw error;
  }

  // 4. Files the committed rows and their kept revisions no longer reference.
  for (const p of prepared) await removeUnreferencedPhotos(deps.db, deps.storage, p.itemId, [...replacedUrls(p), ...p.droppedUrls]);

  const categoryIds = new Set<number>();
  for (const p of prepared) {
    categoryIds.add(p.write.categoryId);
    if (p.write.previousCategoryId !== null) categoryIds.add(p.write.previousCategoryId);
  }
  return {
    ok: true,
    created: createdIds(prepared),
    updated: updatedIds(prepared),
    unchanged: check.plans.length - prepared.length,
    categoryIds: [...categoryIds],
  };
}

const createdIds = (prepared: Prepared[]) => prepared.filter((p) => p.write.itemId === undefined).map((p) => p.itemId);
const updatedIds = (prepared: Prepared[]) => prepared.filter((p) => p.write.itemId !== undefined).map((p) => p.itemId);

async function reserveItemId(db: Db): Promise<number> {
  return step('insertItem', async () => {
    const [row] = await executeRows<{ id: string | number }>(db, sql`select nextval(pg_get_serial_sequence('items', 'id')) as id`);
    if (!row) throw new Error('nextval returned no row');
    return Number(row.id);
  });
}

/** The new URL of a cover slot: the uploaded file, the kept URL, or null (none). */
function coverUrl(p: Prepared, slot: PhotoSlot, ref: RowWrite['main']): string | null {
  if (!ref) return null;
  return ref.kind === 'keep' ? ref.url : (p.urls.get(slot) ?? null);
}

async function writeRow(tx: Tx, p: Prepared): Promise<void> {
  const { write, itemId } = p;
  const isNew = write.itemId === undefined;
  if (!isNew) await keepBaseline(tx, { type: 'item', id: itemId });
  // The file is the whole item: its specs and gallery (kept URLs included) replace every row.
  await writeItemState(
    tx,
    itemId,
    {
      columns: {
        categoryId: write.categoryId,
        itemName: write.name,
        itemCode: write.code,
        ...fieldColumns(write.fields),
        itemDescription: write.descriptionHtml,
      },
      covers: { mainPhotoUrl: coverUrl(p, main, write.main), hoverPhotoUrl: coverUrl(p, hover, write.hover) },
      specs: write.specs.map((s) => ({ name: s.name, value: s.value })),
      gallery: write.gallery.map((ref, index) => ({ photoUrl: ref.kind === 'keep' ? ref.url : p.galleryUrls.get(index) })),
      translations: translationsToWrite(write.translations, p.previous?.translations, write),
    },
    isNew ? 'insert' : 'update',
  );
  await recordRevision(tx, { type: 'item', id: itemId }, 'import', { droppedUrls: p.droppedUrls });
}

/** URLs an updated row stops referencing: replaced covers and gallery photos left out of the file. */
function replacedUrls(p: Prepared): string[] {
  const old = p.previous;
  if (!old) return [];
  const kept = new Set(p.write.gallery.flatMap((g) => (g.kind === 'keep' ? [g.url] : [])));
  return [
    ...(p.write.main?.kind === 'fetch' && old.mainPhotoUrl ? [old.mainPhotoUrl] : []),
    ...(p.write.hover?.kind === 'fetch' && old.hoverPhotoUrl ? [old.hoverPhotoUrl] : []),
    ...old.gallery.filter((g) => !kept.has(g.photoUrl)).map((g) => g.photoUrl),
  ];
}
