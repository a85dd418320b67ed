import type { MetadataRoute } from 'next';
import { getConfig } from '@/lib/config';
import { LOCALES, localizedPath } from '@/lib/i18n/routing';

const PRIVATE = ['/admin-panel', '/login'];

export default function robots(): MetadataRoute.Robots {
  const base = getConfig().siteUrl;
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: LOCALES.flatMap((l) => PRIVATE.map((p) => localizedPath(l, p))) }],
    sitemap: `${base}/sitemap.xml`,
    host: base,
  };
}
