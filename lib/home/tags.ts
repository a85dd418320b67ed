import { updateTag } from 'next/cache';
import { purgeCdnForTags } from '../cache/cdn-purge';
import { localeTag, tagsInLocale, type TranslationLocale } from '../i18n/content-locales';
import type { AppLocale } from '../i18n/routing';

/**
 * The cache tag of the home page's content (decision 025's rule): every locale's read carries
 * `home`, a translated locale's also its twin `home@id`. An English save refreshes `home` (every
 * locale may fall back to it), a translation save only its locale's twin. The home page is listed
 * in every language whatever its words are, so no sitemap or hreflang tag follows.
 */
export const HOME_TAG = 'home';

export function homeReadTags(locale: AppLocale): string[] {
  return tagsInLocale([HOME_TAG], locale);
}

/** After an English save or a restore (server actions only): the home page in every locale, and the CDN's copies. */
export function revalidateHome(): void {
  updateTag(HOME_TAG);
  purgeCdnForTags([HOME_TAG]);
}

/** After one locale's words were saved (server actions only): that locale's home page. */
export function revalidateHomeTranslation(locale: TranslationLocale): void {
  const tag = localeTag(HOME_TAG, locale);
  updateTag(tag);
  purgeCdnForTags([tag]);
}
