import 'server-only';
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import * as values from './column-values';
import { items } from './schema-core';

// Mirrors migrations 0007_inquiries.sql and 0026_samples.sql: a visitor's request (for quotes and
// samples), its lines with the product snapshot, and the team's notes.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

// Inquiries (lib/db/migrations/0007_inquiries.sql). Statuses live in lib/inquiries/contract.ts.
export const inquiries = pgTable(
  'inquiries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    reference: text('reference').notNull(),
    status: text('status', { enum: values.INQUIRY_STATUSES }).notNull().default('new'),
    locale: text('locale').notNull(),
    name: text('name').notNull(),
    company: text('company').notNull().default(''),
    email: text('email').notNull().default(''),
    whatsapp: text('whatsapp').notNull().default(''),
    city: text('city').notNull().default(''),
    country: text('country').notNull().default(''),
    message: text('message').notNull().default(''),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    mailStatus: text('mail_status', { enum: values.INQUIRY_MAIL_STATUSES }).notNull().default('none'),
    mailAttempts: integer('mail_attempts').notNull().default(0),
    mailError: text('mail_error'),
    // Migration 0026: the sample shipment (null when no line asks for a sample).
    sampleStatus: text('sample_status', { enum: values.SAMPLE_STATUSES }),
    sampleTracking: text('sample_tracking').notNull().default(''),
    sampleSentAt: timestamp('sample_sent_at', { withTimezone: true }),
    sampleReceivedAt: timestamp('sample_received_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('inquiries_reference_key').on(t.reference), index('inquiries_created_at_idx').on(t.createdAt.desc())],
);

export const inquiryLines = pgTable(
  'inquiry_lines',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    inquiryId: bigint('inquiry_id', { mode: 'number' })
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    itemId: bigint('item_id', { mode: 'number' }).references(() => items.id, { onDelete: 'set null' }),
    itemName: text('item_name').notNull(),
    itemCode: text('item_code').notNull().default(''),
    categoryName: text('category_name').notNull().default(''),
    itemPath: text('item_path').notNull(),
    quantity: integer('quantity').notNull(),
    note: text('note').notNull().default(''),
    kind: text('kind', { enum: values.INQUIRY_LINE_KINDS }).notNull().default('quote'),
  },
  (t) => [uniqueIndex('inquiry_lines_position_key').on(t.inquiryId, t.position)],
);

export const inquiryNotes = pgTable(
  'inquiry_notes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    inquiryId: bigint('inquiry_id', { mode: 'number' })
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    author: text('author').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('inquiry_notes_inquiry_id_idx').on(t.inquiryId, t.createdAt)],
);
