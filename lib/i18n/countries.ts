import { LOCALES, type AppLocale } from './routing';

// Countries as ISO 3166-1 alpha-2 codes, named by Intl (the runtime's CLDR data) in the reader's
// language: the quote form offers them as a list and stores the code, so 中国 and China are one
// country. Older inquiries hold free text; `countryCodeOf` recognises a code or a country's name in
// any of the site's languages, and `countryName` shows a code by name and any other text as it is.
// Pure, but meant for server code: the public form gets its options rendered on the server, so no
// browser loads this list or Intl.DisplayNames for it.

/** Every officially assigned ISO 3166-1 alpha-2 code. */
export const COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP ' +
  'KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT ' +
  'MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW ' +
  'SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG ' +
  'UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

const CODES = new Set(COUNTRY_CODES);

export function isCountryCode(value: string): boolean {
  return CODES.has(value);
}

const displayNames = new Map<string, Intl.DisplayNames>();
function namesIn(locale: string, style: 'long' | 'short' = 'long'): Intl.DisplayNames {
  const key = `${locale}|${style}`;
  let names = displayNames.get(key);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region', style, fallback: 'code' });
    displayNames.set(key, names);
  }
  return names;
}

/**
 * What a stored country reads as: the name of a code in `locale` ('CN' → 'China', '中国', 'Tiongkok'),
 * anything else (free text of an older inquiry, '') exactly as it was stored.
 */
export function countryName(value: string, locale: AppLocale | string): string {
  return isCountryCode(value) ? (namesIn(locale).of(value) ?? value) : value;
}

/** The form's options in one language: every code with its name, sorted by name in that language. */
export function countryOptions(locale: AppLocale): Array<[code: string, name: string]> {
  const collator = new Intl.Collator(locale);
  return COUNTRY_CODES.map((code): [string, string] => [code, countryName(code, locale)]).sort((a, b) => collator.compare(a[1], b[1]));
}

/**
 * The comparison form of a typed country: trimmed, inner runs of spaces made one, lower case. The
 * Insights SQL spells the same rule (lower(regexp_replace(btrim(…), '\s+', ' ', 'g'))).
 */
export function countryKey(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

let lookup: Map<string, string> | null = null;

/**
 * Comparison form → code, for every code itself and every country's long and short name in each
 * of the site's languages ('cn', 'china', '中国', 'tiongkok' → 'CN'). Codes come first, and when two
 * countries share a name in different languages the first one keeps it, so a key has one meaning.
 */
export function countryLookup(): ReadonlyMap<string, string> {
  if (lookup) return lookup;
  const map = new Map<string, string>();
  for (const code of COUNTRY_CODES) map.set(countryKey(code), code);
  for (const locale of LOCALES) {
    for (const style of ['long', 'short'] as const) {
      for (const code of COUNTRY_CODES) {
        const name = namesIn(locale, style).of(code);
        if (name && name !== code && !map.has(countryKey(name))) map.set(countryKey(name), code);
      }
    }
  }
  lookup = map;
  return map;
}

/** The code a stored or typed country stands for ('CN', ' china ', '中国' → 'CN'), or null for other text. */
export function countryCodeOf(text: string): string | null {
  return countryLookup().get(countryKey(text)) ?? null;
}
