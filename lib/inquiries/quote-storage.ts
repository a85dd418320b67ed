// What the header's quote count needs of the contract (./contract.ts re-exports both): the count is
// on every public page, whose client JavaScript is budgeted, and the whole contract module (limits,
// form field names) would ship with it.

/** The localStorage key of the visitor's quote list (shared by every locale). */
export const QUOTE_STORAGE_KEY = 'quote-list:v1';

/** The most lines a quote list (and so the badge's count) holds. */
export const QUOTE_MAX_LINES = 50;
