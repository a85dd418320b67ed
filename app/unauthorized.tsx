import { RootBoundary } from '@/components/site/root-boundary';

/**
 * Nothing calls unauthorized() (signed-out admins are redirected to /login): replaces Next's
 * built-in page, which every page carried in its RSC data.
 */
export default function RootUnauthorized() {
  return <RootBoundary kind="forbidden" />;
}
