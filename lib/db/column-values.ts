// The value lists of the text columns the schema constrains (schema.ts `enum`/`$type`, and the
// migrations' check constraints). They sit with the schema so the database layer imports no domain
// module; each domain re-exports its list and gives it meaning (lib/blog/post-status.ts,
// lib/product-fields/moq.ts, lib/inquiries/contract.ts). Pure: client components reach them through those.

export const BLOG_POST_STATUSES = ['draft', 'published', 'scheduled', 'archived'] as const;
export type BlogPostStatus = (typeof BLOG_POST_STATUSES)[number];

/** Units a product can be ordered in; their words per language are messages' `ItemFields.moq.units`. */
export const MOQ_UNITS = ['pcs', 'sets', 'boxes'] as const;
export type MoqUnit = (typeof MOQ_UNITS)[number];

/** Migration 0033: what a product can be certified for; their names per language are messages' `ItemFields.certifications.options`. */
export const PRODUCT_CERTIFICATIONS = ['fsc', 'food-grade', 'iso-9001', 'halal', 'sni'] as const;
export type ProductCertification = (typeof PRODUCT_CERTIFICATIONS)[number];

export const INQUIRY_STATUSES = ['new', 'contacted', 'quoted', 'won', 'lost'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/** none: no SMTP configured; pending: stored, not sent yet; sent; failed (kept, retried by the next run). */
export const INQUIRY_MAIL_STATUSES = ['none', 'pending', 'sent', 'failed'] as const;
export type InquiryMailStatus = (typeof INQUIRY_MAIL_STATUSES)[number];

/** Migration 0026: a line asks for a quote (at or above the MOQ) or for a sample (fixed small quantity). */
export const INQUIRY_LINE_KINDS = ['quote', 'sample'] as const;
export type InquiryLineKind = (typeof INQUIRY_LINE_KINDS)[number];
/** Migration 0026: an inquiry's sample shipment, apart from its sales status (null: no sample asked). */
export const SAMPLE_STATUSES = ['requested', 'sent', 'received'] as const;
export type SampleStatus = (typeof SAMPLE_STATUSES)[number];

/** Administrator roles (migration 0017), most powerful first; lib/auth/roles.ts gives their capabilities. */
export const ADMIN_ROLES = ['owner', 'catalogue', 'blog', 'sales'] as const;

/** Quotations (migration 0022): a version's life, and the quotation's (its newest version's). */
export const QUOTATION_STATUSES = ['draft', 'sent', 'viewed', 'accepted', 'declined', 'expired', 'withdrawn'] as const;
export type QuotationStatus = (typeof QUOTATION_STATUSES)[number];
export const QUOTATION_CURRENCIES = ['IDR', 'USD', 'CNY'] as const;
export type QuotationCurrency = (typeof QUOTATION_CURRENCIES)[number];
export const QUOTATION_DECISIONS = ['accepted', 'declined'] as const;
export type QuotationDecision = (typeof QUOTATION_DECISIONS)[number];
/** A sample line (migration 0028) comes from an inquiry's sample request: its pieces, and a price that may be 0 (free). */
export const QUOTATION_LINE_KINDS = ['product', 'custom', 'sample'] as const;
export type QuotationLineKind = (typeof QUOTATION_LINE_KINDS)[number];

/**
 * Migration 0030: the home page's sections, in page order; lib/home/sections.ts says what each holds.
 * Revisions of a section are entity 'home' with the section as its id.
 */
export const HOME_SECTIONS = [
  'hero',
  'benefits',
  'about',
  'products',
  'factory',
  'certifications',
  'clients',
  'testimonials',
  'gallery',
  'faq',
] as const;
export type HomeSectionKey = (typeof HOME_SECTIONS)[number];
/** The kinds of versioned content in `revisions.entity_type` (migrations 0010 and 0030). */
export const REVISION_ENTITY_TYPES = ['post', 'item', 'home'] as const;
