import 'server-only';
import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AppLocale } from '../i18n/routing';
import * as values from './column-values';
import { items } from './schema-core';
import { inquiries } from './schema-inquiries';

// Mirrors migration 0022_quotations.sql: quotations, their versions (frozen once sent), the lines of
// a version and each line's price tiers. Amounts are integers in the currency's minor unit.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const quotations = pgTable(
  'quotations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    inquiryId: bigint('inquiry_id', { mode: 'number' })
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    reference: text('reference').notNull(),
    status: text('status', { enum: values.QUOTATION_STATUSES }).notNull().default('draft'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('quotations_reference_key').on(t.reference), index('quotations_inquiry_idx').on(t.inquiryId)],
);

export type QuotationSpec = { label: string; value: string };

export const quotationVersions = pgTable(
  'quotation_versions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    quotationId: bigint('quotation_id', { mode: 'number' })
      .notNull()
      .references(() => quotations.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    status: text('status', { enum: values.QUOTATION_STATUSES }).notNull().default('draft'),
    currency: text('currency', { enum: values.QUOTATION_CURRENCIES }).notNull(),
    locale: text('locale').$type<AppLocale>().notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    paymentTerms: text('payment_terms').notNull().default(''),
    incoterms: text('incoterms').notNull().default(''),
    note: text('note').notNull().default(''),
    token: text('token'),
    revision: integer('revision').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decision: text('decision', { enum: values.QUOTATION_DECISIONS }),
    buyerName: text('buyer_name').notNull().default(''),
    buyerMessage: text('buyer_message').notNull().default(''),
    /** Migration 0025: when the buyer was reminded before expiry (set only once the mail went out). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /** Migration 0028: who sent the version, as it was then (the PDF's and the mail's sender block). */
    sentByName: text('sent_by_name').notNull().default(''),
    sentByEmail: text('sent_by_email').notNull().default(''),
    sentByPhone: text('sent_by_phone').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('quotation_versions_number_key').on(t.quotationId, t.version),
    uniqueIndex('quotation_versions_token_key').on(t.token),
    index('quotation_versions_open_idx')
      .on(t.validUntil)
      .where(sql`status in ('sent', 'viewed') and decided_at is null and superseded_at is null`),
  ],
);

export const quotationLines = pgTable(
  'quotation_lines',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    versionId: bigint('version_id', { mode: 'number' })
      .notNull()
      .references(() => quotationVersions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind', { enum: values.QUOTATION_LINE_KINDS }).notNull(),
    itemId: bigint('item_id', { mode: 'number' }).references(() => items.id, { onDelete: 'set null' }),
    itemCode: text('item_code').notNull().default(''),
    name: text('name').notNull(),
    specs: jsonb('specs').$type<QuotationSpec[]>().notNull().default([]),
    quantityNote: text('quantity_note').notNull().default(''),
    leadTime: text('lead_time').notNull().default(''),
    note: text('note').notNull().default(''),
  },
  (t) => [uniqueIndex('quotation_lines_position_key').on(t.versionId, t.position)],
);

export const quotationTiers = pgTable(
  'quotation_tiers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    lineId: bigint('line_id', { mode: 'number' })
      .notNull()
      .references(() => quotationLines.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    unitPriceMinor: bigint('unit_price_minor', { mode: 'number' }).notNull(),
  },
  (t) => [uniqueIndex('quotation_tiers_quantity_key').on(t.lineId, t.quantity)],
);

// Migration 0029: the owner's exchange rates for Insights, IDR per unit of USD or CNY (an exact
// decimal read and written as a string, never a float); no row = no rate for that currency.
export const exchangeRates = pgTable('exchange_rates', {
  currency: text('currency').$type<Exclude<values.QuotationCurrency, 'IDR'>>().primaryKey(),
  idrPerUnit: numeric('idr_per_unit').notNull(),
  updatedAt: updatedAt(),
  updatedBy: text('updated_by').notNull(),
});
