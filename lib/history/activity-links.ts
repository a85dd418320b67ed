import { can, type Capability, type Role } from '../auth/roles';
import type { AuditAction } from './contract';

// Where an Activity row links: one table with a line for every audit verb, so a new verb cannot be
// added without deciding its link (the type and a unit test both insist). A row links the admin
// screen of its target only while that target exists (a deleted product gets no link that would
// answer 404) and only when the viewer's role may open that screen.

/** A row whose existence decides the link; screens that are lists (categories, team) need none. */
export type LinkedTarget = { kind: 'item' | 'post' | 'inquiry' | 'category' | 'blogCategory' | 'blogTag'; id: string };

export type ActivityLink = { path: string; capability: Capability; mustExist: LinkedTarget | null };

type Row = { action: string; targetType: string | null; targetId: string | null };
type Rule = (row: Row & { targetId: string }) => ActivityLink | null;

const id = (value: string) => encodeURIComponent(value);
const item: Rule = (r) => ({
  path: `/admin-panel/itemlist/${id(r.targetId)}`,
  capability: 'catalogue',
  mustExist: { kind: 'item', id: r.targetId },
});
const post: Rule = (r) => ({
  path: `/admin-panel/blog/edit/${id(r.targetId)}`,
  capability: 'blog',
  mustExist: { kind: 'post', id: r.targetId },
});
const inquiry: Rule = (r) => ({
  path: `/admin-panel/inquiries/${id(r.targetId)}`,
  capability: 'sales',
  mustExist: { kind: 'inquiry', id: r.targetId },
});
const category: Rule = (r) => ({
  path: '/admin-panel/categories',
  capability: 'catalogue',
  mustExist: { kind: 'category', id: r.targetId },
});
const taxonomy: Rule = (r) => {
  const kind = r.targetType === 'blogCategory' ? 'blogCategory' : 'blogTag';
  return { path: '/admin-panel/blog/taxonomy', capability: 'blog', mustExist: { kind, id: r.targetId } };
};
// Accounts are listed on the Team screen (embedded or Supabase alike), which always exists.
const team: Rule = () => ({ path: '/admin-panel/team', capability: 'team', mustExist: null });
const importScreen: Rule = () => ({ path: '/admin-panel/itemlist/import', capability: 'catalogue', mustExist: null });
// The rates are set on the Insights screen (which sales may open too), always there.
const insights: Rule = () => ({ path: '/admin-panel/insights', capability: 'sales', mustExist: null });
// A home page section's editor exists for every section key (lib/home/sections.ts), saved or not.
const homeSection: Rule = (r) =>
  /^[a-z]{1,20}$/.test(r.targetId)
    ? { path: `/admin-panel/home/${r.targetId}`, capability: 'home', mustExist: null }
    : { path: '/admin-panel/home', capability: 'home', mustExist: null };
// Backups are listed on the owner's overview.
const backups: Rule = () => ({ path: '/admin-panel', capability: 'team', mustExist: null });
const none: Rule = () => null;

const RULES: Record<AuditAction, Rule> = {
  'auth.sign_in': team,
  // The typed e-mail of a failed sign-in need not be an account at all.
  'auth.sign_in_failed': none,
  'auth.sign_out': team,
  'auth.password_change': team,
  'auth.two_factor_enable': team,
  'auth.two_factor_disable': team,
  'auth.two_factor_reset': team,
  'auth.recovery_code_used': team,
  'auth.recovery_codes_new': team,
  'auth.profile': team,
  'auth.second_step_failed': team,
  'auth.second_step_locked': team,
  'auth.second_step_unlocked': team,
  'auth.second_step_failures_elsewhere': team,
  'item.create': item,
  'item.update': item,
  'item.delete': none,
  'item.restore': item,
  'item.translate': item,
  'catalog.import': importScreen,
  'category.create': category,
  'category.update': category,
  'category.reorder': category,
  'category.delete': none,
  'post.create': post,
  'post.update': post,
  'post.publish': post,
  'post.schedule': post,
  'post.publish_now': post,
  'post.unschedule': post,
  'post.archive': post,
  'post.unarchive': post,
  'post.delete': none,
  'post.duplicate': post,
  'post.restore': post,
  'post.translate': post,
  'taxonomy.create': taxonomy,
  'taxonomy.update': taxonomy,
  'taxonomy.delete': none,
  'taxonomy.merge': taxonomy,
  'inquiry.status': inquiry,
  'inquiry.note': inquiry,
  'inquiry.unread': inquiry,
  'inquiry.sample': inquiry,
  // A quotation's entries name its inquiry (the detail lists the inquiry's quotations and links them).
  'quotation.create': inquiry,
  'quotation.save': inquiry,
  'quotation.send': inquiry,
  'quotation.withdraw': inquiry,
  'quotation.accept': inquiry,
  'quotation.decline': inquiry,
  'quotation.expire': inquiry,
  'team.add': team,
  'team.role': team,
  'team.remove': none,
  'team.password_set': team,
  'team.link_renewed': team,
  'team.second_step_unlock': team,
  'team.two_factor_policy': team,
  'insights.rates': insights,
  'backup.create': backups,
  'backup.download': backups,
  'home.update': homeSection,
  'home.translate': homeSection,
  'home.restore': homeSection,
};

/** The screen a row's target lives on, before the existence and role checks; null when none. */
export function activityLink(row: Row): ActivityLink | null {
  const rule = Object.hasOwn(RULES, row.action) ? RULES[row.action as AuditAction] : undefined;
  if (!rule) return null;
  // A few verbs name no target row (the two-factor policy, an import): their screen still opens.
  return rule({ ...row, targetId: row.targetId ?? '' });
}

export const linkedTargetKey = (t: LinkedTarget) => `${t.kind}:${t.id}`;

/** The unprefixed href a viewer sees for a row, or null (no screen, target gone, or not for this role). */
export function activityHref(row: Row, role: Role, existing: ReadonlySet<string>): string | null {
  const link = activityLink(row);
  if (!link || !can(role, link.capability)) return null;
  if (link.mustExist && (link.mustExist.id === '' || !existing.has(linkedTargetKey(link.mustExist)))) return null;
  return link.path;
}
