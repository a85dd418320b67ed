import { RootBoundary } from '@/components/site/root-boundary';

/**
 * Never shown in practice (the admin's pages call forbidden() under admin-panel/forbidden.tsx):
 * replaces Next's built-in page, which every page carried in its RSC data.
 */
export default function RootForbidden() {
  return <RootBoundary kind="forbidden" />;
}
