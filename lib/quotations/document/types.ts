import type { AppLocale } from '@/lib/i18n/routing';

// What the PDF renderer needs, and nothing it would have to look up: the caller (the quotation
// store) resolves photos from storage into bytes and product names into the buyer's language, so
// rendering is a pure function of this value and can be tested without a database or storage.

export const QUOTATION_CURRENCIES = ['IDR', 'USD', 'CNY'] as const;
export type QuotationCurrency = (typeof QUOTATION_CURRENCIES)[number];

/** A calendar day, 'YYYY-MM-DD' (no time zone: a validity date is the same day everywhere). */
export type IsoDate = string;

export type QuotationBank = { name: string; branch: string; accountName: string; accountNumber: string; swift: string };

export type QuotationCompany = {
  legalName: string;
  /** One line each, in reading order. */
  addressLines: readonly string[];
  phone: string;
  email: string;
  /** The logo as SVG text (drawn as vectors), or null for none. */
  logoSvg: string | null;
  /** Tax number (NPWP) and business registration (NIB); empty = not printed. */
  taxId: string;
  businessId: string;
  /** Where to pay; null = not printed. */
  bank: QuotationBank | null;
};

/** Who sent the version: the buyer's contact for it. */
export type QuotationSender = { name: string; email: string; phone: string };

export type QuotationBuyer = {
  name: string;
  company: string | null;
  email: string;
  /** ISO 3166-1 alpha-2 ('ID', 'CN'); shown as the country's name in the buyer's language. */
  country: string | null;
};

export type QuotationTier = {
  /** Pieces from which this price applies (a positive integer). */
  quantity: number;
  /** Price per piece in the currency's minor units (IDR: rupiah; USD: cents; CNY: fen). */
  unitPriceMinor: bigint | number;
};

export type QuotationSpec = { label: string; value: string };

export type QuotationLine = {
  /** A sample (from the buyer's sample request): labelled so, its tier is sample pieces, a price of 0 reads "free". */
  sample?: boolean;
  /** JPEG, PNG or WebP bytes of the product photo (resolved from storage by the caller), or null. */
  photo: Uint8Array | null;
  /** In the buyer's language. */
  name: string;
  /** The product code; null for a free-text custom line. */
  code: string | null;
  specs: readonly QuotationSpec[];
  quantityNote: string | null;
  leadTime: string | null;
  note: string | null;
  /** Ascending quantities; at least one. */
  tiers: readonly QuotationTier[];
};

export type QuotationDocument = {
  company: QuotationCompany;
  reference: string;
  version: number;
  /** The day the version was issued (sent). */
  date: IsoDate;
  validUntil: IsoDate;
  buyer: QuotationBuyer;
  locale: AppLocale;
  currency: QuotationCurrency;
  lines: readonly QuotationLine[];
  paymentTerms: string | null;
  /** E.g. 'FOB Tanjung Priok (Incoterms 2020)'. */
  incoterms: string | null;
  noteToBuyer: string | null;
  /** The buyer's page (view, accept, decline). */
  publicUrl: string;
  /** Who sent it (their name, e-mail and phone), or null before it is sent. */
  sender: QuotationSender | null;
};
