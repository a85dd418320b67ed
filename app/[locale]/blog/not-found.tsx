import { NotFoundPage } from '@/components/site/not-found-page';

/** A 404 under /blog other than an article's (an out-of-range list page), inside the blog's header and footer. */
export default function BlogNotFound() {
  return <NotFoundPage />;
}
