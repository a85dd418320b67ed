import { paramReader, parseDayRange, type SearchParams } from '@/lib/filters/query';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, type AuditAction, type AuditTargetType } from './contract';

// The activity page's filters, read from the URL query (pure: the page and the tests share it).
// Unknown or malformed values mean "no filter", never an error page.

export const ACTIVITY_PAGE_SIZE = 50;
export const ACTIVITY_TEXT_MAX = 200;

/** The verb groups: the part of the verb before the dot ('post' covers post.create … post.restore). */
export type AuditGroup = AuditAction extends `${infer G}.${string}` ? G : never;
export const AUDIT_GROUPS = [...new Set(AUDIT_ACTIONS.map((a) => a.slice(0, a.indexOf('.')) as AuditGroup))];

export type ActivityFilters = {
  /** Case-insensitive substring of the actor's e-mail ('' = anyone). */
  who: string;
  /** One verb ('item.update') or a group ('item'); '' = every action. */
  what: AuditAction | string;
  type: AuditTargetType | null;
  /** Calendar days (YYYY-MM-DD) in the company's time zone, both inclusive. */
  from: string | null;
  to: string | null;
  /** Case-insensitive substring of the target's label or id. */
  q: string;
  page: number;
};

export function parseActivityFilters(params: SearchParams): ActivityFilters {
  const one = paramReader(params);
  const what = one('what');
  const type = one('type');
  const page = Number.parseInt(one('page'), 10);
  const { from, to } = parseDayRange(one);
  return {
    who: one('who').slice(0, ACTIVITY_TEXT_MAX),
    what: (AUDIT_ACTIONS as readonly string[]).includes(what) || (AUDIT_GROUPS as string[]).includes(what) ? what : '',
    type: (AUDIT_TARGET_TYPES as readonly string[]).includes(type) ? (type as AuditTargetType) : null,
    from,
    to,
    q: one('q').slice(0, ACTIVITY_TEXT_MAX),
    page: Number.isFinite(page) && page > 1 ? Math.min(page, 100_000) : 1,
  };
}

/** The query string of these filters (page 1 left out), for pagination links. */
export function activityFiltersQuery(filters: Omit<ActivityFilters, 'page'> & { page?: number }): string {
  const params = new URLSearchParams();
  if (filters.who) params.set('who', filters.who);
  if (filters.what) params.set('what', filters.what);
  if (filters.type) params.set('type', filters.type);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.q) params.set('q', filters.q);
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  return params.toString();
}

export function hasActivityFilters(f: ActivityFilters): boolean {
  return Boolean(f.who || f.what || f.type || f.from || f.to || f.q);
}
