import 'server-only';
import { getLocale } from 'next-intl/server';
import { DEFAULT_LOCALE, isAppLocale, type AppLocale } from './routing';

/**
 * The locale of this request, as next-intl's getTranslations reads it, narrowed to an AppLocale
 * (the default when none can be read, e.g. outside a request). `preferred` wins when it is one.
 */
export async function requestLocale(preferred?: string): Promise<AppLocale> {
  if (isAppLocale(preferred)) return preferred;
  try {
    const resolved = await getLocale();
    return isAppLocale(resolved) ? resolved : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}
