import { HOME_SECTIONS, type HomeSectionKey } from '../db/column-values';

// What each home page section holds, defined once (pure: the admin screen, its schema, the public
// page and the seed read it). A section has its own words (a short line above the heading, the
// heading, a text, a photo and the photo's description) and, for most, an ordered list of entries
// with up to three words each (a short `title`, a longer `body`, a short `detail`) and maybe a photo.
// What a word means per section (a question, a figure, a client's name) is the admin's label
// (messages `adminHome.sections.<section>`); the limits below are enforced on the server.

export { HOME_SECTIONS, type HomeSectionKey };

export const SECTION_TEXT_FIELDS = ['kicker', 'title', 'body', 'photoAlt'] as const;
export type SectionTextField = (typeof SECTION_TEXT_FIELDS)[number];
export const ITEM_TEXT_FIELDS = ['title', 'body', 'detail'] as const;
export type ItemTextField = (typeof ITEM_TEXT_FIELDS)[number];

/** Characters per field (the admin's counters show them; the schema refuses more). */
export const SECTION_LIMITS: Record<SectionTextField, number> = { kicker: 120, title: 140, body: 2000, photoAlt: 200 };
export const ITEM_LIMITS: Record<ItemTextField, number> = { title: 140, body: 1000, detail: 140 };
/** New photos in one save (each ≤ 10 MB, the product photos' rule): the request stays under the upload pages' body limit. */
export const MAX_NEW_PHOTOS_PER_SAVE = 4;

export type PhotoRule = 'none' | 'optional' | 'required';

export type SectionDefinition = {
  /** The section's own words the owner writes (photoAlt only where `photo`). */
  fields: readonly SectionTextField[];
  /** The section's heading must be filled: always (hero, products), or as soon as it has content. */
  title: 'always' | 'withContent';
  photo: boolean;
  items: null | {
    max: number;
    fields: readonly ItemTextField[];
    /** Fields every entry must fill. */
    required: readonly ItemTextField[];
    photo: PhotoRule;
  };
};

export const SECTIONS: Record<HomeSectionKey, SectionDefinition> = {
  // The page's <h1>, so its title is always needed.
  hero: { fields: ['kicker', 'title', 'body', 'photoAlt'], title: 'always', photo: true, items: null },
  benefits: {
    fields: ['title'],
    title: 'withContent',
    photo: false,
    items: { max: 6, fields: ['title', 'body'], required: ['title', 'body'], photo: 'none' },
  },
  // Team, mission, vision, values: a heading and its text each.
  about: {
    fields: ['title', 'body', 'photoAlt'],
    title: 'withContent',
    photo: true,
    items: { max: 6, fields: ['title', 'body'], required: ['title', 'body'], photo: 'none' },
  },
  // What we make: the heading and intro above the category tiles (the owner's categories).
  products: { fields: ['title', 'body'], title: 'always', photo: false, items: null },
  // The factory, and its capacity figures: `title` the figure ("2 million"), `detail` what it counts.
  factory: {
    fields: ['title', 'body', 'photoAlt'],
    title: 'withContent',
    photo: true,
    items: { max: 8, fields: ['title', 'detail'], required: ['title', 'detail'], photo: 'none' },
  },
  certifications: {
    fields: ['title', 'body'],
    title: 'withContent',
    photo: false,
    items: { max: 12, fields: ['title', 'body'], required: ['title'], photo: 'optional' },
  },
  // A client's name and maybe its logo.
  clients: {
    fields: ['title', 'body'],
    title: 'withContent',
    photo: false,
    items: { max: 24, fields: ['title'], required: ['title'], photo: 'optional' },
  },
  // `body` the quote, `title` who said it, `detail` their role and company.
  testimonials: {
    fields: ['title'],
    title: 'withContent',
    photo: false,
    items: { max: 12, fields: ['body', 'title', 'detail'], required: ['body', 'title'], photo: 'none' },
  },
  // Each photo with its caption (also its description for screen readers).
  gallery: {
    fields: ['title', 'body'],
    title: 'withContent',
    photo: false,
    items: { max: 12, fields: ['title'], required: ['title'], photo: 'required' },
  },
  faq: {
    fields: ['title'],
    title: 'withContent',
    photo: false,
    items: { max: 20, fields: ['title', 'body'], required: ['title', 'body'], photo: 'none' },
  },
};

export function isHomeSection(value: unknown): value is HomeSectionKey {
  return typeof value === 'string' && (HOME_SECTIONS as readonly string[]).includes(value);
}

/** The words of a section or an entry that a translation may carry (the photo is the English version's). */
export function translatedSectionFields(section: HomeSectionKey): readonly SectionTextField[] {
  const def = SECTIONS[section];
  return def.fields.filter((f) => f !== 'photoAlt' || def.photo);
}

export function translatedItemFields(section: HomeSectionKey): readonly ItemTextField[] {
  return SECTIONS[section].items?.fields ?? [];
}

type Words<K extends string> = { readonly [P in K]?: string | null };
const filled = (v: string | null | undefined) => typeof v === 'string' && v.trim() !== '';

/**
 * Whether a section has anything to show: the hero and "what we make" are always there (the page's
 * heading; the category tiles), a section with entries needs at least one, any other its text or
 * photo. A section without content is left out of the page.
 */
export function sectionHasContent(
  section: HomeSectionKey,
  content: Words<'title' | 'body'> & { photoUrl?: string | null; itemCount: number },
): boolean {
  const def = SECTIONS[section];
  if (def.title === 'always') return filled(content.title);
  if (def.items && content.itemCount > 0) return true;
  if (section === 'about' || section === 'factory') return filled(content.body) || !!content.photoUrl;
  return false;
}
