import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { locale as rootLocale } from 'next/root-params';
import { loadMessages } from './messages';
import { routing } from './routing';

// IMPORTANT: do not read `requestLocale` eagerly: it calls headers() and makes every page dynamic.
// Pages pass the locale explicitly or it comes from the root param; only server actions and
// route handlers (where root params throw) fall back to the header that middleware sets.
export default getRequestConfig(async (params) => {
  // IMPORTANT: `params.requestLocale` is a getter that calls headers() when setRequestLocale was not
  // called in this render scope: destructuring it would read it eagerly and make the page dynamic.
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
