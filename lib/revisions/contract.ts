// Revisions: what a revision holds. Pure types and helpers, shared by the server code
// (lib/revisions/*.ts) and the History panel (components/admin/revisions).

export type RevisionEntity = { type: 'post'; id: string } | { type: 'item'; id: number };

export const REVISION_KINDS = ['create', 'update', 'restore', 'import', 'baseline'] as const;
export type RevisionKind = (typeof REVISION_KINDS)[number];

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
};

/** An item as a save left it: fields, specs in order, photo URLs (gallery in order). */
export type ItemSnapshot = {
  itemName: string;
  itemCode: string | null;
  /** Minimum order (migration 0013); absent in snapshots taken before it existed. */
  moqQuantity?: number | null;
  moqUnit?: string | null;
  categoryId: number | null;
  descriptionHtml: string;
  specs: { name: string; value: string }[];
  mainPhotoUrl: string | null;
  hoverPhotoUrl: string | null;
  gallery: string[];
};

export type Snapshot = PostSnapshot | ItemSnapshot;

/** The snapshot type of an entity: a post's for a post, an item's for an item. */
export type SnapshotOf<E extends RevisionEntity> = E extends { type: 'post' } ? PostSnapshot : ItemSnapshot;

/** Every photo URL an item snapshot references (what pruning must not delete while kept). */
export function itemSnapshotUrls(s: ItemSnapshot): string[] {
  return [s.mainPhotoUrl, s.hoverPhotoUrl, ...s.gallery].filter((u): u is string => !!u);
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
