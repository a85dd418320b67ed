// The audit log's vocabulary, shared by every write path that records an entry and by
// the /admin-panel/activity page that lists them. Add verbs; never rename one (old rows keep theirs).

export const AUDIT_ACTIONS = [
  'auth.sign_in',
  'auth.sign_in_failed',
  'auth.sign_out',
  'auth.password_change',
  'item.create',
  'item.update',
  'item.delete',
  'item.restore',
  // A save of one locale's words (detail.locale says which).
  'item.translate',
  'catalog.import',
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
  'inquiry.status',
  'inquiry.note',
  'inquiry.unread',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGET_TYPES = ['item', 'post', 'inquiry', 'account', 'catalog'] as const;
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
  /** Defaults to the request's actor (lib/audit/actor.ts). */
  actor?: Actor;
};
