import 'server-only';
import { sql } from 'drizzle-orm';
import { listTranslationCompleteness } from '@/lib/catalog/translations/queries';
import { isMissingIn, isOutdatedIn, type TranslationCompleteness } from '@/lib/catalog/translations/completeness';
import { getDb } from '@/lib/db';
import { executeRows } from '@/lib/db/rows';
import { TRANSLATION_LOCALES, type TranslationLocale } from '@/lib/i18n/content-locales';

// The admin overview's figures: what waits for the owner after signing in. Two statements: one for
// the inbox and the blog, one for the products' translations. Never cached: an admin expects the
// count to move as soon as they act on it.

export type OverviewCounts = {
  /** Null when the viewer's role does not handle inquiries (not counted then). Status "new": nobody handled them yet. */
  newInquiries: number | null;
  /** Not opened yet (the sidebar's badge counts the same): another figure than "new", shown and labelled beside it. */
  unreadInquiries: number | null;
  /** Null when the viewer may not see the blog (it is not counted at all then). */
  draftPosts: number | null;
  /** Scheduled posts whose time has not come yet (a past one is already published). */
  scheduledPosts: number | null;
};

export async function loadOverviewCounts(options: {
  includeBlog: boolean;
  includeInquiries?: boolean;
  now?: Date;
}): Promise<OverviewCounts> {
  const includeInquiries = options.includeInquiries ?? true;
  const db = await getDb();
  const now = (options.now ?? new Date()).toISOString();
  const blog = options.includeBlog
    ? sql`(select count(*) from blog_posts where status = 'draft') as drafts,
          (select count(*) from blog_posts where status = 'scheduled' and published_at > ${now}::timestamptz) as scheduled`
    : sql`null as drafts, null as scheduled`;
  const [row] = await executeRows<{
    new_inquiries: string | number;
    unread_inquiries: string | number;
    drafts: string | number | null;
    scheduled: string | number | null;
  }>(
    db,
    sql`select (select count(*) from inquiries where status = 'new') as new_inquiries,
               (select count(*) from inquiries where read_at is null) as unread_inquiries, ${blog}`,
  );
  const num = (v: string | number | null | undefined) => (v === null || v === undefined ? null : Number(v));
  return {
    newInquiries: includeInquiries ? (num(row?.new_inquiries) ?? 0) : null,
    unreadInquiries: includeInquiries ? (num(row?.unread_inquiries) ?? 0) : null,
    draftPosts: options.includeBlog ? (num(row?.drafts) ?? 0) : null,
    scheduledPosts: options.includeBlog ? (num(row?.scheduled) ?? 0) : null,
  };
}

/**
 * Per translation locale, how many products need work. `missing`: a field English fills is empty
 * in that language (the item list's ?missing= filter); `outdated`: English changed after a field
 * was translated (?missing=<locale>-outdated). A product can count in both.
 */
export type TranslationGaps = Record<TranslationLocale, { missing: number; outdated: number }>;

/** Pure: the gaps of a completeness map (one entry per product). */
export function translationGapsOf(completeness: Iterable<TranslationCompleteness>): TranslationGaps {
  const gaps = Object.fromEntries(TRANSLATION_LOCALES.map((l) => [l, { missing: 0, outdated: 0 }])) as TranslationGaps;
  for (const entry of completeness) {
    for (const locale of TRANSLATION_LOCALES) {
      if (isMissingIn(entry, locale)) gaps[locale].missing += 1;
      if (isOutdatedIn(entry, locale)) gaps[locale].outdated += 1;
    }
  }
  return gaps;
}

export async function loadTranslationGaps(): Promise<TranslationGaps> {
  return translationGapsOf((await listTranslationCompleteness()).values());
}
