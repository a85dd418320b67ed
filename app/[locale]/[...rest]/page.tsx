import { notFound } from 'next/navigation';

// Any unknown path inside a locale answers with the localised 404 page.
export default function CatchAll(): never {
  notFound();
}
