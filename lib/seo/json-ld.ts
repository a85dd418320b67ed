/**
 * Builders of schema.org JSON-LD shared by the catalogue, the blog and the landing page. Pure: the
 * caller passes absolute URLs (or site paths) and translated names.
 */

export type JsonLd = Record<string, unknown>;

export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${siteUrl.replace(/\/+$/, '')}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

export type OrganizationInput = {
  siteUrl: string;
  name: string;
  legalName: string;
  logoPath: string;
  phone: string;
  email: string;
  address: { street: string; locality: string; region: string; postalCode: string; country: string };
  sameAs: readonly string[];
};

export function organizationJsonLd(o: OrganizationInput): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${o.siteUrl}/#organization`,
    name: o.name,
    legalName: o.legalName,
    url: `${o.siteUrl}/`,
    logo: absoluteUrl(o.siteUrl, o.logoPath),
    telephone: o.phone,
    email: o.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: o.address.street,
      addressLocality: o.address.locality,
      addressRegion: o.address.region,
      postalCode: o.address.postalCode,
      addressCountry: o.address.country,
    },
    sameAs: [...o.sameAs],
  };
}

/** The home page's WebSite node, published by the site's Organization (same `@id`). */
export function websiteJsonLd(w: { siteUrl: string; name: string; path: string; inLanguage: string }): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${w.siteUrl}/#website`,
    name: w.name,
    url: absoluteUrl(w.siteUrl, w.path),
    inLanguage: w.inLanguage,
    publisher: { '@id': `${w.siteUrl}/#organization` },
  };
}

export function breadcrumbJsonLd(siteUrl: string, crumbs: readonly { name: string; path: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: c.name,
      item: absoluteUrl(siteUrl, c.path),
    })),
  };
}

export function faqPageJsonLd(pairs: readonly { question: string; answer: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: pairs.map((p) => ({
      '@type': 'Question',
      name: p.question,
      acceptedAnswer: { '@type': 'Answer', text: p.answer },
    })),
  };
}

/** Serialises JSON-LD for a <script> tag: `<` is escaped so no string can close the tag. */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
