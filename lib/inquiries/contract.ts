// The one contract between the visitor's quote list, the public submit action and the
// admin inbox. Pure (no server code): client components import the names and limits from here.

import { QUOTE_MAX_LINES } from './quote-storage';

// The stored statuses are the schema's (lib/db/column-values.ts).
export {
  INQUIRY_LINE_KINDS,
  INQUIRY_MAIL_STATUSES,
  INQUIRY_STATUSES,
  SAMPLE_STATUSES,
  type InquiryLineKind,
  type InquiryMailStatus,
  type InquiryStatus,
  type SampleStatus,
} from '../db/column-values';
// The quote list's storage key and line limit live apart, for the header's count (./quote-storage.ts).
export { QUOTE_STORAGE_KEY } from './quote-storage';

export const INQUIRY_LIMITS = {
  maxLines: QUOTE_MAX_LINES,
  maxQuantity: 10_000_000,
  lineNote: 300,
  message: 2000,
  name: 120,
  company: 160,
  email: 254,
  whatsapp: 32,
  city: 120,
  country: 120,
  adminNote: 2000,
  /** The courier's tracking number or a short shipping note on a sent sample. */
  sampleTracking: 200,
} as const;

/**
 * The pieces of one sample line, fixed: enough to test fit, print and strength on the buyer's own
 * product, few enough to go as a parcel from stock without a production run. A fixed number also
 * keeps "sample" from becoming a way round the MOQ (the submit refuses any other quantity).
 */
export const SAMPLE_QUANTITY = 3;

/** One line of the visitor's quote list (localStorage, the /quote form, the submit action). */
export type QuoteLine = { itemId: number; kind: 'quote' | 'sample'; quantity: number; note: string };

/**
 * The form field names of the /quote submit form (a plain form post: it must work without
 * JavaScript). Lines are repeated fields in order: the n-th `itemId`, `quantity` and `note` make
 * line n. `website` is the honeypot: hidden from people, filled by bots.
 */
export const QUOTE_FORM_FIELDS = {
  itemId: 'itemId',
  /** 'quote' or 'sample'; a line posted without one (a page from before samples) is a quote line. */
  kind: 'kind',
  quantity: 'quantity',
  note: 'note',
  name: 'name',
  company: 'company',
  email: 'email',
  whatsapp: 'whatsapp',
  city: 'city',
  country: 'country',
  message: 'message',
  consent: 'consent',
  honeypot: 'website',
} as const;

export type QuoteContactField = 'name' | 'company' | 'email' | 'whatsapp' | 'city' | 'country' | 'message' | 'consent';
/** `lines` carries line-level problems (e.g. "Line 2: at least 500 (MOQ)"), already translated. */
export type QuoteFormField = QuoteContactField | 'lines';

/** What the confirmation shows and the WhatsApp hand-off is built from (the stored snapshot). */
export type SubmittedLine = { name: string; code: string; quantity: number; note: string; path: string; sample: boolean };

/**
 * The state of the public submit action (`useActionState`). Every text is already translated in
 * the visitor's language. A honeypot hit looks like success to the bot but stores nothing.
 */
export type QuoteFormState =
  | { status: 'idle' }
  | { status: 'sent'; reference: string; lines: SubmittedLine[]; contactName: string }
  | { status: 'invalid'; formError?: string; fieldErrors: Partial<Record<QuoteFormField, string>>; values: Record<string, string> };

/**
 * Query string of the no-JavaScript "Add to quote" form (GET /{locale}/quote?add=ID&qty=N&note=…);
 * "Request a sample" sends kind=sample and no quantity (a sample's is SAMPLE_QUANTITY).
 */
export const QUOTE_ADD_PARAMS = { itemId: 'add', quantity: 'qty', note: 'note', kind: 'kind' } as const;
