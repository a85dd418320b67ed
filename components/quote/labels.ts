import type { MoqUnitWords, MoqUnit } from '@/lib/product-fields/moq';

// Translated strings for the quote list's client components (public pages carry no next-intl
// client runtime: the server fills these from messages' `Quote` namespace and passes them down).
// Placeholders like {moq} stay in and are filled in the browser with `fill` (components/catalog/labels).

/** "Add to quote" on cards, in the specification modal and on the product page. */
export type AddQuoteLabels = {
  button: string;
  /** 'Add to quote: {name}' */
  dialogTitle: string;
  quantity: string;
  /** 'Minimum order: {moq} {unit}' */
  moqHint: string;
  /** The MOQ units' words in the page's language. */
  units: MoqUnitWords;
  note: string;
  notePlaceholder: string;
  submit: string;
  added: string;
  updated: string;
  full: string;
  viewList: string;
  close: string;
  /** 'The minimum order is {moq} {unit}.' */
  tooFew: string;
  notWhole: string;
  /** 'At most {max} pcs per line.' */
  tooMany: string;
  /** The quote page in this locale ('/id/quote'): the no-JS form's target and the confirmation's link. */
  quotePath: string;
  /** The page's locale: quantities are formatted with its grouping ('1,000', '1.000'). */
  locale: string;
};

/**
 * "Request a sample" on the product page: only what the browser needs (the hint is drawn on the
 * server), kept apart from AddQuoteLabels, which every product card carries too.
 */
export type SampleLabels = Pick<AddQuoteLabels, 'full' | 'viewList' | 'quotePath'> & { button: string; added: string };

/** The header's badge. */
export type QuoteBadgeLabels = {
  href: string;
  label: string;
  /** '{count} product' / '{count} products' (plural chosen in the browser: no ICU runtime there) */
  countOne: string;
  countOther: string;
};

/** The product a line or an add form is about: its id and the snapshot the list shows. */
export type QuoteProduct = {
  itemId: number;
  name: string;
  code: string | null;
  photo: string | null;
  moq: number;
  unit: MoqUnit | null;
  /** Its address slug in the page's locale: the line links the canonical address, not the bare id. */
  slug?: string;
};

/** The /quote page: the list, the contact form and the confirmation. */
export type QuotePageLabels = {
  /** The page's locale: quantities are formatted with its grouping. */
  locale: string;
  listTitle: string;
  empty: string;
  browse: string;
  browseHref: string;
  /** 'Code {code}' */
  code: string;
  /** 'Minimum order: {moq} {unit}' */
  moq: string;
  units: MoqUnitWords;
  quantity: string;
  note: string;
  remove: string;
  storedHint: string;
  /** 'The minimum order is {moq} pcs.' */
  tooFew: string;
  notWhole: string;
  /** 'At most {max} pcs per line.' */
  tooMany: string;
  /** 'Sample': the badge of a sample line. */
  sampleBadge: string;
  /** '3 pieces (a sample's fixed quantity)', filled on the server. */
  sampleQuantity: string;
  /** '/id/product': product links of the lines. */
  /** '/id/quote': the no-JS remove link (the page without ?add=). */
  quotePath: string;
  form: {
    contactTitle: string;
    name: string;
    company: string;
    email: string;
    whatsapp: string;
    whatsappHint: string;
    contactHint: string;
    city: string;
    country: string;
    /** The country list's empty first option ("Choose a country"). */
    countryChoose: string;
    /** [ISO code, name in the page's language], sorted by name: drawn on the server (lib/i18n/countries.ts). */
    countries: Array<[code: string, name: string]>;
    message: string;
    /** '{count} / {max} characters' */
    counter: string;
    consent: string;
    submit: string;
    submitting: string;
    honeypot: string;
    errorSummary: string;
  };
  sent: {
    title: string;
    reference: string;
    body: string;
    summary: string;
    whatsapp: string;
    whatsappHint: string;
    /** 'Hello PT …, I have just sent quote request {reference}:' (company already filled in) */
    whatsappIntro: string;
    /** '…and {count} more' */
    whatsappMore: string;
    /** The word that marks a sample line in the summary and the WhatsApp text. */
    sampleTag: string;
    backToCatalogue: string;
    opensNewTab: string;
    wechatTitle: string;
    /** 'Add us on WeChat and send your reference number {reference}…' */
    wechatHint: string;
    wechatId: string;
    wechatQrAlt: string;
  };
  /** The sales team's WhatsApp number (lib/site-config.ts). */
  whatsappNumber: string;
  /** The WeChat account (lib/site-config.ts); `first`: offered before WhatsApp (Chinese). */
  wechat: { id: string; qr: string; first: boolean };
};
