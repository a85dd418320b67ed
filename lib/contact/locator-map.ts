import { formatCoordinates } from './map-links';

/**
 * The footer's location image: a drawn locator (a pin on a sketched street grid, the company's
 * name and street, the coordinates and a north arrow), served by the site itself so that no page
 * asks a map service for anything on load. It is a drawing, not a map of the streets: no third-party
 * tiles can be fetched when it is made (and none should be at run time); the pages say so in its
 * alternative text. Written to public/ by `npm run reach:assets` (scripts/reach-assets.ts).
 * Its text is the company's facts in Latin letters and digits: an SVG shown as an image has no
 * web fonts (nor, on many systems, a Chinese one), and every word a person reads in a language is
 * in the page around it.
 */
export type LocatorFacts = {
  latitude: number;
  longitude: number;
  /** The bold first line, e.g. the legal name. */
  title: string;
  /** The street and the town. */
  subtitle: string;
};

const W = 320;
const H = 240;
const PIN = { x: 200, y: 152 };

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/** A rough width of a line of sans-serif text (a glyph of Liberation Sans or Arial averages under 0.5 em, bold 0.58). */
function estimateWidth(text: string, size: number, bold: boolean): number {
  return text.length * size * (bold ? 0.58 : 0.5);
}

/** A text line that is squeezed to `max` when its estimate is wider, so a long name never overflows. */
function line(text: string, x: number, y: number, size: number, bold: boolean, max: number, fill: string): string {
  const fit = estimateWidth(text, size, bold) > max ? ` textLength="${max}" lengthAdjust="spacingAndGlyphs"` : '';
  const weight = bold ? ' font-weight="700"' : '';
  return `<text x="${x}" y="${y}" font-size="${size}"${weight} fill="${fill}"${fit}>${escapeXml(text)}</text>`;
}

/** Streets: a casing under a fill, so they read as roads on the land colour. */
function road(d: string, width: number, fill: string, casing: string): string {
  return `<path d="${d}" stroke="${casing}" stroke-width="${width + 2}"/><path d="${d}" stroke="${fill}" stroke-width="${width}"/>`;
}

export function locatorMapSvg(facts: LocatorFacts): string {
  const cardMax = W - 24 - 20;
  const cardWidth = Math.min(W - 24, Math.max(150, estimateWidth(facts.title, 15, true), estimateWidth(facts.subtitle, 12, false)) + 20);
  const coords = formatCoordinates(facts.latitude, facts.longitude);
  const coordsWidth = Math.round(estimateWidth(coords, 11, false)) + 12;
  const minor = ['M0 62H320', 'M0 188H320', 'M70 0V240', 'M262 0V240', 'M136 62V188'];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W * 2}" height="${H * 2}" font-family="'Liberation Sans', Arial, Helvetica, sans-serif">`,
    `<rect width="${W}" height="${H}" fill="#edf1e6"/>`,
    // Blocks between the streets, a shade darker than the land.
    '<g fill="#e2e8d8">',
    '<rect x="78" y="70" width="50" height="40" rx="3"/><rect x="144" y="70" width="110" height="28" rx="3"/>',
    '<rect x="78" y="120" width="50" height="60" rx="3"/><rect x="8" y="70" width="54" height="110" rx="3"/>',
    '<rect x="270" y="70" width="42" height="110" rx="3"/><rect x="78" y="196" width="176" height="36" rx="3"/>',
    '<rect x="78" y="8" width="176" height="46" rx="3"/>',
    '</g>',
    '<g fill="none" stroke-linecap="round">',
    ...minor.map((d) => road(d, 7, '#ffffff', '#d3d9c9')),
    road('M-10 214C90 190 170 128 330 98', 11, '#f8dc8b', '#e0bd5c'),
    '</g>',
    // The place: a halo, the pin's shadow, the pin.
    `<circle cx="${PIN.x}" cy="${PIN.y}" r="22" fill="#1f7a73" fill-opacity="0.16"/>`,
    `<ellipse cx="${PIN.x}" cy="${PIN.y + 1}" rx="7" ry="2.5" fill="#0a2627" fill-opacity="0.3"/>`,
    `<path d="M${PIN.x} ${PIN.y}c-3-9-13-15-13-25a13 13 0 0 1 26 0c0 10-10 16-13 25Z" fill="#c2410c" stroke="#ffffff" stroke-width="2"/>`,
    `<circle cx="${PIN.x}" cy="${PIN.y - 25}" r="5" fill="#ffffff"/>`,
    // The name card, top left, and the coordinates under it (the page's map button sits at the bottom).
    `<rect x="12" y="12" width="${Math.round(cardWidth)}" height="50" rx="8" fill="#ffffff" stroke="#0f3d3e" stroke-opacity="0.15"/>`,
    line(facts.title, 22, 33, 15, true, cardMax, '#0f3d3e'),
    line(facts.subtitle, 22, 52, 12, false, cardMax, '#334155'),
    `<rect x="12" y="68" width="${coordsWidth}" height="19" rx="5" fill="#ffffff" fill-opacity="0.92"/>`,
    `<text x="18" y="81.5" font-size="11" fill="#334155">${escapeXml(coords)}</text>`,
    // North arrow, top right.
    `<g transform="translate(${W - 26} 30)"><circle r="13" fill="#ffffff" stroke="#0f3d3e" stroke-opacity="0.2"/>`,
    '<path d="M0 -9 4 1H-4Z" fill="#0f3d3e"/><text y="10" font-size="8" font-weight="700" text-anchor="middle" fill="#0f3d3e">N</text></g>',
    '</svg>',
    '',
  ].join('\n');
}
