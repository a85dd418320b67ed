/** Any content field without its own limit in its block definition (and a list item). */
export const DEFAULT_FIELD_MAX = 1_000;
/** URL fields (image, call-to-action button). */
export const URL_MAX = 2_000;
