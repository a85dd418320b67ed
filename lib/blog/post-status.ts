// A pure module (no database code), so client components can use the statuses: importing them from
// lib/db/schema.ts put the Drizzle table definitions into the admin blog list's browser chunk.
export const BLOG_POST_STATUSES = ['draft', 'published', 'archived'] as const;
export type BlogPostStatus = (typeof BLOG_POST_STATUSES)[number];
