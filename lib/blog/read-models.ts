import type { Block } from './blocks';

/** Public read models: plain JSON (dates as ISO strings) so they survive the data cache. */

export type BlogCategoryBadge = { id: string; name: string; slug: string; color: string };
export type BlogTagRef = { id: string; name: string; slug: string };

/** A card in the list, the feed and 'More Articles': no content blocks. */
export type BlogPostSummary = {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  featuredImageUrl: string | null;
  featuredImageAlt: string | null;
  isFeatured: boolean;
  publishedAt: string | null;
  updatedAt: string;
  categories: BlogCategoryBadge[];
};

/**
 * A summary as the (client) card components receive it: the date already formatted on the server
 * (no hydration drift) instead of the raw timestamps. Built by `toPostCard` in ./format.
 */
export type PostCardData = Omit<BlogPostSummary, 'publishedAt' | 'updatedAt'> & { dateLabel: string | null };

/** A stored block as read (content not yet validated: the renderer parses each one). */
export type StoredBlock = { id: string; type: string; content: unknown; sortOrder: number };

export type BlogPostDetail = BlogPostSummary & {
  metaTitle: string | null;
  metaDescription: string | null;
  blocks: StoredBlock[];
  tags: BlogTagRef[];
  wordCount: number;
  readingMinutes: number;
};

export type { Block };
