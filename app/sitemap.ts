import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { blogSitemapSection } from '@/lib/blog/sitemap';
import { catalogSitemapSection } from '@/lib/catalog/sitemap';
import { homeSitemapSection, type SitemapSection } from '@/lib/seo/sitemap';

/**
 * /sitemap.xml, rendered at request time (it reads the database; the build never opens it).
 * The reads behind each section are cached with tags, so this stays cheap.
 * To add a part of the site, append its section here (e.g. the blog's posts).
 */
const sections: SitemapSection[] = [homeSitemapSection, catalogSitemapSection, blogSitemapSection];

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection();
  const parts = await Promise.all(sections.map((section) => section()));
  return parts.flat();
}
