import { MissingPage } from '@/components/site/missing-page';
import { requestLocale } from '@/lib/i18n/request-locale';

/**
 * In the browser, what replaces the catch-all's server-rendered 404 on hydration
 * (components/site/server-not-found.tsx): the same page, so nothing changes on screen.
 */
export default async function MissingNotFound() {
  return <MissingPage locale={await requestLocale()} />;
}
