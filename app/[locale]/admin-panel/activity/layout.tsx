import { requireCapability } from '@/lib/auth/session';

/**
 * The role check above this segment's loading screen: a page that streams answers before it
 * finishes, so a check only in the page would send the 403 page with status 200.
 */
export default async function RoleLayout({ children, params }: LayoutProps<'/[locale]/admin-panel/activity'>) {
  await requireCapability('activity', (await params).locale);
  return children;
}
