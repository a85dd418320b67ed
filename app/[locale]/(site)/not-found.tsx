import { NotFoundPage } from '@/components/site/not-found-page';

/** An unknown public page (HTTP 404), inside this group's header and footer so the visitor can go on. */
export default function SiteNotFound() {
  return <NotFoundPage inSite />;
}
