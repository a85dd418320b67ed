import 'server-only';
import { sql } from 'drizzle-orm';
import { recordAudit } from '@/lib/history/record';
import { slugAuditChanges } from '@/lib/history/slug-changes';
import { getDb, type DbOrTx } from '@/lib/db';
import { executeRows } from '@/lib/db/rows';
import type { TranslationLocale } from '@/lib/i18n/content-locales';
import { LOCALES } from '@/lib/i18n/routing';
import type { CategoryNames } from './categories-schema';
import { saveSlugs, type SlugChange, type SlugRequest } from './slugs';

// Product category writes (the admin's Categories screen). Each write is ONE transaction with its
// audit entry. A category row is locked FOR UPDATE before it is deleted, and an item write that
// points at it needs a key-share lock on that row (the foreign key), so a delete and another
// administrator's "put this item in that category" take turns: the delete then counts the item
// and refuses (or moves it), and no item is left without a category by the delete.

type Translations = Record<TranslationLocale, string>;
const translationsOf = (names: CategoryNames): Translations => ({ id: names.nameId, 'zh-CN': names.nameZh });
/** The slugs the form typed (blank = kept) and whether it asked for new ones from the names. */
const slugRequestOf = (names: Partial<CategoryNames>): SlugRequest => ({
  set: { en: names.slugEn || undefined, id: names.slugId || undefined, 'zh-CN': names.slugZh || undefined },
  regenerate: names.regenerateSlugs ? LOCALES : undefined,
});

/** The ids whose public pages a write changes: the caller refreshes their cache tags. */
export type CategoryWriteEffect = { categoryIds: number[]; itemIds: number[]; locales: TranslationLocale[]; slugChanges?: SlugChange[] };

async function itemIdsOf(tx: DbOrTx, categoryId: number): Promise<number[]> {
  const list = await executeRows<{ id: number | string }>(tx, sql`select id from items where category_id = ${categoryId} order by id`);
  return list.map((r) => Number(r.id));
}

async function nameTaken(tx: DbOrTx, name: string, exceptId: number | null): Promise<boolean> {
  const [row] = await executeRows(tx, sql`select 1 from categories where lower(btrim(name)) = lower(${name}) and id <> ${exceptId ?? -1}`);
  return row !== undefined;
}

async function readTranslations(tx: DbOrTx, id: number): Promise<Translations> {
  const list = await executeRows<{ locale: TranslationLocale; name: string | null }>(
    tx,
    sql`select locale, name from category_translations where category_id = ${id}`,
  );
  const out: Translations = { id: '', 'zh-CN': '' };
  for (const r of list) if (r.locale in out) out[r.locale] = r.name ?? '';
  return out;
}

async function writeTranslations(tx: DbOrTx, id: number, words: Translations): Promise<void> {
  for (const [locale, name] of Object.entries(words) as [TranslationLocale, string][]) {
    if (name === '') {
      await tx.execute(sql`delete from category_translations where category_id = ${id} and locale = ${locale}`);
    } else {
      await tx.execute(sql`insert into category_translations (category_id, locale, name) values (${id}, ${locale}, ${name})
        on conflict (category_id, locale) do update set name = excluded.name, updated_at = now()`);
    }
  }
}

export type CreateCategoryResult = { status: 'created'; id: number } | { status: 'nameTaken' };

export async function createCategory(names: CategoryNames): Promise<CreateCategoryResult> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    // One writer at a time for the order and the unique-name check.
    await tx.execute(sql`lock table categories in share row exclusive mode`);
    if (await nameTaken(tx, names.name, null)) return { status: 'nameTaken' } as const;
    const [row] = await executeRows<{ id: number | string }>(
      tx,
      sql`insert into categories (name, sort_order) values (${names.name}, (select coalesce(max(sort_order), 0) + 1 from categories)) returning id`,
    );
    const id = Number(row!.id);
    await writeTranslations(tx, id, translationsOf(names));
    await saveSlugs(tx, 'category', id, slugRequestOf(names));
    await recordAudit(tx, {
      action: 'category.create',
      target: { type: 'category', id, label: names.name },
      changes: { name: [null, names.name], nameId: [null, names.nameId || null], nameZh: [null, names.nameZh || null] },
    });
    return { status: 'created', id } as const;
  });
}

export type RenameCategoryResult = ({ status: 'renamed' } & CategoryWriteEffect) | { status: 'notFound' } | { status: 'nameTaken' };

export async function renameCategory(id: number, names: CategoryNames): Promise<RenameCategoryResult> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [current] = await executeRows<{ name: string }>(tx, sql`select name from categories where id = ${id} for update`);
    if (!current) return { status: 'notFound' } as const;
    if (await nameTaken(tx, names.name, id)) return { status: 'nameTaken' } as const;
    const before = await readTranslations(tx, id);
    const after = translationsOf(names);
    await tx.execute(sql`update categories set name = ${names.name} where id = ${id}`);
    await writeTranslations(tx, id, after);
    const slugChanges = await saveSlugs(tx, 'category', id, slugRequestOf(names));
    const changes: Record<string, [unknown, unknown]> = {};
    if (current.name !== names.name) changes.name = [current.name, names.name];
    if (before.id !== after.id) changes.nameId = [before.id || null, after.id || null];
    if (before['zh-CN'] !== after['zh-CN']) changes.nameZh = [before['zh-CN'] || null, after['zh-CN'] || null];
    Object.assign(changes, slugAuditChanges(slugChanges));
    await recordAudit(tx, { action: 'category.update', target: { type: 'category', id, label: names.name }, changes });
    const locales = (['id', 'zh-CN'] as const).filter((l) => before[l] !== after[l]);
    return { status: 'renamed', categoryIds: [id], itemIds: await itemIdsOf(tx, id), locales, slugChanges } as const;
  });
}

export type MoveCategoryResult = { status: 'moved' | 'unchanged' | 'notFound' };

/** Swaps the category with its neighbour above or below; the list is renumbered 1..n on the way. */
export async function moveCategory(id: number, direction: 'up' | 'down'): Promise<MoveCategoryResult> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table categories in share row exclusive mode`);
    const list = await executeRows<{ id: number | string; name: string }>(tx, sql`select id, name from categories order by sort_order, id`);
    const ids = list.map((r) => Number(r.id));
    const at = ids.indexOf(id);
    if (at < 0) return { status: 'notFound' } as const;
    const to = direction === 'up' ? at - 1 : at + 1;
    if (to < 0 || to >= ids.length) return { status: 'unchanged' } as const;
    [ids[at], ids[to]] = [ids[to]!, ids[at]!];
    for (const [i, categoryId] of ids.entries()) {
      await tx.execute(sql`update categories set sort_order = ${i + 1} where id = ${categoryId} and sort_order <> ${i + 1}`);
    }
    await recordAudit(tx, {
      action: 'category.reorder',
      target: { type: 'category', id, label: list[at]!.name },
      changes: { position: [at + 1, to + 1] },
    });
    return { status: 'moved' } as const;
  });
}

export type DeleteCategoryResult =
  | ({ status: 'deleted'; moved: number } & CategoryWriteEffect)
  | { status: 'notFound' }
  | { status: 'targetMissing' }
  | { status: 'hasItems'; count: number };

/**
 * Deletes a category. With items, `moveTo` must name another category: the items move there and
 * the category goes in one transaction; without it nothing changes and the count is returned.
 */
export async function deleteCategory(id: number, moveTo: number | null): Promise<DeleteCategoryResult> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [current] = await executeRows<{ name: string }>(tx, sql`select name from categories where id = ${id} for update`);
    if (!current) return { status: 'notFound' } as const;
    let target: { name: string } | undefined;
    if (moveTo !== null && moveTo !== id) {
      [target] = await executeRows<{ name: string }>(tx, sql`select name from categories where id = ${moveTo} for share`);
      if (!target) return { status: 'targetMissing' } as const;
    }
    const itemIds = await itemIdsOf(tx, id);
    if (itemIds.length > 0 && !target) return { status: 'hasItems', count: itemIds.length } as const;
    if (itemIds.length > 0) await tx.execute(sql`update items set category_id = ${moveTo}, updated_at = now() where category_id = ${id}`);
    await tx.execute(sql`delete from categories where id = ${id}`);
    await recordAudit(tx, {
      action: 'category.delete',
      target: { type: 'category', id, label: current.name },
      detail: itemIds.length > 0 ? { moved: itemIds.length, movedTo: target!.name, movedToId: moveTo } : null,
    });
    const categoryIds = moveTo !== null && target ? [id, moveTo] : [id];
    return { status: 'deleted', moved: itemIds.length, categoryIds, itemIds, locales: [] } as const;
  });
}
