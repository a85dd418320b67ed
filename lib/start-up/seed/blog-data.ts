import { FIRST_POSTS } from './blog/first-posts';
import { MORE_POSTS } from './blog/more-posts';

// Demo blog: categories, tags and articles about packaging. Blocks are built in blog-blocks.ts.

export const SEED_BLOG_CATEGORIES = [
  { name: 'Packaging Tips', slug: 'packaging-tips', color: '#3B82F6' },
  { name: 'Sustainability', slug: 'sustainability', color: '#10B981' },
  { name: 'Printing & Finishing', slug: 'printing-finishing', color: '#8B5CF6' },
  { name: 'Industry News', slug: 'industry-news', color: '#F59E0B' },
  { name: 'Case Studies', slug: 'case-studies', color: '#EF4444' },
] as const;

export const SEED_BLOG_TAGS = [
  { name: 'Hardbox', slug: 'hardbox' },
  { name: 'Softbox', slug: 'softbox' },
  { name: 'Paper Bag', slug: 'paper-bag' },
  { name: 'Eco-Friendly', slug: 'eco-friendly' },
  { name: 'Branding', slug: 'branding' },
  { name: 'E-Commerce', slug: 'e-commerce' },
  { name: 'MOQ', slug: 'moq' },
] as const;

export type SeedPost = {
  title: string;
  slug: string;
  author: string;
  excerpt: string;
  status: 'published' | 'draft' | 'archived';
  featured?: boolean;
  categories: string[];
  tags: string[];
  views: number;
  /** Two paragraphs, list items and a quote: the article's words. */
  intro: string;
  body: string;
  points: string[];
  quote: string;
};

export const SEED_POSTS: SeedPost[] = [...FIRST_POSTS, ...MORE_POSTS];
