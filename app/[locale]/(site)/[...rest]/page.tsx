import { notFound } from 'next/navigation';

// Any unknown path inside a locale answers with the localised 404 page. In the (site) group (which
// does not change URLs) so that page gets the group's header and footer from its layout.
export default function CatchAll(): never {
  notFound();
}
