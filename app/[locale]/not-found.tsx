import { NotFoundPage } from '@/components/site/not-found-page';

/**
 * A 404 outside the site's layouts (HTTP 404). Unknown paths go to the (site) group's catch-all and
 * get its not-found inside the header and footer; the blog has its own. This one stays without the
 * frame: it is sent with every page's RSC data.
 */
export default function NotFound() {
  return <NotFoundPage />;
}
