import { RootBoundary } from '@/components/site/root-boundary';

/** An unknown locale (`/xx/…`): the root segment's 404, light because every page carries it. */
export default function RootNotFound() {
  return <RootBoundary kind="notFound" />;
}
