// No `import 'server-only'`: the sidebar's link list (a client component) reads the same table as
// the server's guards, so a role never sees a link the server would refuse, nor misses one it may use.
import { ADMIN_ROLES } from '../db/column-values';

/** The administrator roles, most powerful first (the database's check constraint holds the same list). */
export const ROLES = ADMIN_ROLES;
export type Role = (typeof ROLES)[number];

/**
 * What a screen, server action or route handler asks for. `catalogue`: products, categories, CSV
 * import/export. `blog`: posts, categories and tags, blog media. `sales`: inquiries (and the
 * insights and quotations beside them). `team`, `activity` (the audit log of everyone's
 * writes) and `home` (the home page's content: the company's own words and photos): the owner only.
 */
export const CAPABILITIES = ['catalogue', 'blog', 'sales', 'team', 'activity', 'home'] as const;
export type Capability = (typeof CAPABILITIES)[number];

const GRANTS: Record<Role, readonly Capability[]> = {
  owner: CAPABILITIES,
  catalogue: ['catalogue'],
  blog: ['blog'],
  sales: ['sales'],
};

export function can(role: Role, capability: Capability): boolean {
  return GRANTS[role].includes(capability);
}

export function capabilitiesOf(role: Role): readonly Capability[] {
  return GRANTS[role];
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/**
 * The role a stored value stands for, or null for "not an administrator". Supabase deployments
 * from before roles mark administrators with app_metadata.role 'admin': that keeps meaning owner,
 * so an upgrade locks nobody out.
 */
export function roleFrom(value: unknown): Role | null {
  if (value === 'admin') return 'owner';
  return isRole(value) ? value : null;
}
