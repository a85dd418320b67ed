import type { FieldColumns } from '../product-fields/registry';

// The history's vocabulary, pure types and helpers that client components import too. The change
// history has two records of one write, made in that write's transaction (record.ts): the audit log
// (who did what, compact changes; the /admin-panel/activity page) and the revisions (full
// snapshots of posts and items, for the History panel and a restore).

// The audit log: add verbs; never rename one (old rows keep theirs).

export const AUDIT_ACTIONS = [
  'auth.sign_in',
  'auth.sign_in_failed',
  'auth.sign_out',
  'auth.password_change',
  // Two-factor sign-in: the account's own changes, a used recovery code, an owner's reset.
  'auth.two_factor_enable',
  'auth.two_factor_disable',
  'auth.two_factor_reset',
  'auth.recovery_code_used',
  'auth.recovery_codes_new',
  // The administrator's own name and phone as quotations give them (changes: { displayName, phone }).
  'auth.profile',
  // The second step's lock (docs/decisions/078): a wrong code of the factor (detail.failures: the
  // count toward the lock), the lock, a lock lifted (detail.by: recovery-code), and wrong codes of
  // other sessions still counted when one passed.
  'auth.second_step_failed',
  'auth.second_step_locked',
  'auth.second_step_unlocked',
  'auth.second_step_failures_elsewhere',
  'item.create',
  'item.update',
  'item.delete',
  'item.restore',
  // A save of one locale's words (detail.locale says which).
  'item.translate',
  'catalog.import',
  'category.create',
  'category.update',
  'category.reorder',
  'category.delete',
  'post.create',
  'post.update',
  'post.publish',
  'post.schedule',
  'post.publish_now',
  'post.unschedule',
  'post.archive',
  'post.unarchive',
  'post.delete',
  'post.duplicate',
  'post.restore',
  'post.translate',
  // Blog categories and tags (target type says which).
  'taxonomy.create',
  'taxonomy.update',
  'taxonomy.delete',
  'taxonomy.merge',
  'inquiry.status',
  'inquiry.note',
  'inquiry.unread',
  // A sample shipment's step (changes: { sampleStatus: [before, after] }).
  'inquiry.sample',
  // Quotations (target: their inquiry, labelled with the quotation's reference). Accept and
  // decline are the buyer's, through the link; expire is `npm run quotes:remind`'s (the system actor).
  'quotation.create',
  'quotation.save',
  'quotation.send',
  'quotation.withdraw',
  'quotation.accept',
  'quotation.decline',
  'quotation.expire',
  // The owner's Team screen (target: the administrator's account).
  'team.add',
  'team.role',
  'team.remove',
  'team.password_set',
  // A new set-password link replaced an unused or expired one (detail.expired says which).
  'team.link_renewed',
  // "Require two-factor sign-in" per role (changes: { role: [before, after] }).
  'team.two_factor_policy',
  // An owner lifted an administrator's second-step lock.
  'team.second_step_unlock',
  // The owner's exchange rates for Insights (no target; changes: { USD: [before, after] }, null = no rate).
  'insights.rates',
  // Backups (no target; detail: { archive, bytes, trigger: 'owner' | 'schedule' | 'command' } for one
  // made, { archive } for one downloaded from the overview): every copy of the whole data is accounted for.
  'backup.create',
  'backup.download',
  // The home page's sections (target: the section, id = its key): the English save, one locale's
  // words (detail.locale), a version written back.
  'home.update',
  'home.translate',
  'home.restore',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGET_TYPES = [
  'item',
  'post',
  'inquiry',
  'account',
  'catalog',
  'category',
  'blogCategory',
  'blogTag',
  'homeSection',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** Who did it: the account (null id = the system, e.g. a script or a scheduled time). */
export type Actor = { userId: string | null; email: string };

export const SYSTEM_ACTOR: Actor = { userId: null, email: 'system' };

export type AuditEntry = {
  action: AuditAction;
  target?: { type: AuditTargetType; id: string | number; label?: string | null };
  /** Changed fields only: { field: [before, after] }. */
  changes?: Record<string, [unknown, unknown]> | null;
  detail?: Record<string, unknown> | null;
  /** Defaults to the request's actor (actor.ts). */
  actor?: Actor;
};

// Revisions: what a revision holds, for the server code here and the History panel
// (components/admin/revisions).

/** A home page section's versions are keyed by the section (`hero`, `faq`, … lib/home/sections.ts). */
export type RevisionEntity = { type: 'post'; id: string } | { type: 'item'; id: number } | { type: 'home'; id: string };

export const REVISION_KINDS = ['create', 'update', 'restore', 'import', 'baseline'] as const;
export type RevisionKind = (typeof REVISION_KINDS)[number];

type Json = Record<string, unknown>;

/** One locale's words of a post: its row and its block rows (`sortOrder` = the English block's). */
export type PostTranslationSnapshot = {
  title: string | null;
  slug: string | null;
  excerpt: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  featuredImageAlt: string | null;
  /** The English words it was saved against (outdated markers); not shown in the diff. */
  source: Json | null;
  blocks: { sortOrder: number; blockType: string; content: Json; source: Json | null }[];
};

/** One locale's words of an item: name, description and spec rows (`position` = the English row's rank). */
export type ItemTranslationSnapshot = {
  itemName: string | null;
  itemDescription: string | null;
  source: Json | null;
  specs: { position: number; specName: string | null; specValue: string | null; source: Json | null }[];
};

/** A post as a save left it: every column the editor writes, its blocks in order, its links. */
export type PostSnapshot = {
  title: string;
  slug: string;
  author: string;
  excerpt: string | null;
  featuredImageUrl: string | null;
  featuredImageAlt: string | null;
  status: string;
  publishedAt: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  isFeatured: boolean;
  blocks: { type: string; content: Record<string, unknown> }[];
  categoryIds: string[];
  tagIds: string[];
  /** By locale; absent in revisions taken before translations were kept (a restore leaves them). */
  translations?: Record<string, PostTranslationSnapshot>;
};

/**
 * An item as a save left it: fields, specs in order, photo URLs (gallery in order), and the product
 * fields' columns as stored (lib/product-fields; a field's columns are absent in snapshots taken
 * before it existed).
 */
export type ItemSnapshot = Partial<FieldColumns> & {
  itemName: string;
  itemCode: string | null;
  categoryId: number | null;
  descriptionHtml: string;
  specs: { name: string; value: string }[];
  mainPhotoUrl: string | null;
  hoverPhotoUrl: string | null;
  gallery: string[];
  /** By locale; absent in revisions taken before translations were kept (a restore leaves them). */
  translations?: Record<string, ItemTranslationSnapshot>;
};

/** One locale's words of a home section (null = English), and the English they were saved against. */
export type HomeSectionWordsSnapshot = {
  kicker: string | null;
  title: string | null;
  body: string | null;
  photoAlt: string | null;
  source: Json | null;
};
/** One locale's words of a home section's entry. */
export type HomeItemWordsSnapshot = { title: string | null; body: string | null; detail: string | null; source: Json | null };

/**
 * A home page section as a save left it: its words, photo, entries in order (each with its words
 * per locale: entries keep their translations by entry, not by position) and its translations.
 */
export type HomeSectionSnapshot = {
  section: string;
  kicker: string;
  title: string;
  body: string;
  photoUrl: string | null;
  photoAlt: string;
  items: { title: string; body: string; detail: string; photoUrl: string | null; translations: Record<string, HomeItemWordsSnapshot> }[];
  translations: Record<string, HomeSectionWordsSnapshot>;
};

export type Snapshot = PostSnapshot | ItemSnapshot | HomeSectionSnapshot;

/** The snapshot type of an entity: a post's for a post, an item's for an item, a section's for a home section. */
export type SnapshotOf<E extends RevisionEntity> = E extends { type: 'post' }
  ? PostSnapshot
  : E extends { type: 'item' }
    ? ItemSnapshot
    : HomeSectionSnapshot;

/** Every photo URL an item snapshot references (what pruning must not delete while kept). */
export function itemSnapshotUrls(s: ItemSnapshot): string[] {
  return [s.mainPhotoUrl, s.hoverPhotoUrl, ...s.gallery].filter((u): u is string => !!u);
}

/** Every photo URL a home section snapshot references (its own and its entries'). */
export function homeSnapshotUrls(s: HomeSectionSnapshot): string[] {
  return [s.photoUrl, ...s.items.map((i) => i.photoUrl)].filter((u): u is string => !!u);
}

/** One line of the History panel: plain JSON, it crosses to a client component. */
export type RevisionRow = {
  id: number;
  createdAt: string;
  authorEmail: string;
  kind: RevisionKind;
  restoredFrom: number | null;
  snapshot: Snapshot;
};
