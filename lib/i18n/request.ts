import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { locale as rootLocale } from 'next/root-params';
import { loadMessages } from './messages';
import { routing } from './routing';

// IMPORTANT: `params.requestLocale` is a getter that calls headers() (making every page dynamic)
// unless setRequestLocale ran in this render scope, so it must not even be destructured.
// Pages pass the locale explicitly or it comes from the root param; only server actions and
// route handlers (where root params throw) fall back to the header that middleware sets.
export default getRequestConfig(async (params) => {
  let resolved: string | undefined = params.locale;
  if (!resolved) {
    try {
      resolved = await rootLocale();
    } catch {
      resolved = await params.requestLocale;
    }
  }
  const finalLocale = hasLocale(routing.locales, resolved) ? resolved : routing.defaultLocale;
  return {
    locale: finalLocale,
    messages: await loadMessages(finalLocale),
    timeZone: 'Asia/Jakarta',
  };
});
