import 'server-only';
import type { Metadata } from 'next';
import type { MessageKeys, NamespaceKeys, NestedKeyOf, NestedValueOf } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import type { Capability } from '../auth/roles';
import { requireAdmin, requireCapability, type AdminSession } from '../auth/session';
import type { Messages } from '../i18n/messages';
import { isAppLocale, type AppLocale } from '../i18n/routing';

// The set-up every admin page repeated, in one place: the locale checked, the request's locale set,
// the session (and the screen's capability) required. Pages then render with the messages the
// admin layout mounts once (ADMIN_CLIENT_NAMESPACES), so none wraps its client components itself.

/**
 * The message namespaces the admin's client components read (useTranslations), mounted once by
 * app/[locale]/admin-panel/layout.tsx around the shell and the page. A namespace whole, never a
 * subset: `admin` covers the sidebar and admin.roles / itemTranslations / blogTranslations. `blog`
 * and `blocks` are the public article's, which the blog editor's Preview renders in the browser.
 * lib/admin/page.test.ts fails when a component under components/admin, auth or blog reads one not
 * listed. Public pages mount none of this (their root layout has no client provider).
 */
export const ADMIN_CLIENT_NAMESPACES = [
  'admin',
  'adminBlog',
  'adminCatalog',
  'adminCatalogCsv',
  'adminCategories',
  'adminHome',
  'adminTaxonomy',
  'adminTeam',
  'AdminInquiries',
  'AdminQuotations',
  'blocks',
  'blog',
  'editor',
  // The product fields' words: the item form's certification names.
  'ItemFields',
  // The photo upload route's messages (components/admin/photo-upload.ts).
  'photoUpload',
  'revisions',
  'settings',
] as const satisfies readonly (keyof Messages)[];

export type AdminClientNamespace = (typeof ADMIN_CLIENT_NAMESPACES)[number];

/** The admin's client messages: `ADMIN_CLIENT_NAMESPACES` of one locale's messages, nothing else. */
export function adminClientMessages(messages: Messages): Pick<Messages, AdminClientNamespace> {
  return Object.fromEntries(ADMIN_CLIENT_NAMESPACES.map((ns) => [ns, messages[ns]])) as Pick<Messages, AdminClientNamespace>;
}

/** What a page gets back: its params with the locale checked, and the administrator's session. */
export type AdminPageContext<P extends { locale: string }> = Omit<P, 'locale'> & { locale: AppLocale; session: AdminSession };

/**
 * An admin page's set-up: an unknown locale is a 404, the locale is set for the request, then the
 * session is required (signed out → /login) and, with a capability, the role must have it (else
 * the 403 page). `const { locale, id, session } = await adminPage(params, 'catalogue');`
 */
export async function adminPage<P extends { locale: string }>(params: Promise<P>, capability?: Capability): Promise<AdminPageContext<P>> {
  const resolved = await params;
  const { locale } = resolved;
  if (!isAppLocale(locale)) notFound();
  setRequestLocale(locale);
  const session = capability ? await requireCapability(capability, locale) : await requireAdmin(locale);
  return { ...resolved, locale, session };
}

type Namespace = NamespaceKeys<Messages, NestedKeyOf<Messages>>;
type KeyIn<N extends Namespace> = MessageKeys<NestedValueOf<Messages, N>, NestedKeyOf<NestedValueOf<Messages, N>>>;
/** The key may be left out only where the namespace has a `title`. */
type TitleKey<N extends Namespace> = 'title' extends KeyIn<N> ? [key?: KeyIn<N>] : [key: KeyIn<N>];

/**
 * An admin page's generateMetadata: `{ title }` from `namespace.key` (default `title`) in the page's
 * locale, nothing for an unknown locale (the page answers 404). The layout adds "| Admin panel".
 */
export async function adminTitle<N extends Namespace>(
  params: Promise<{ locale: string }>,
  namespace: N,
  ...[key]: TitleKey<N>
): Promise<Metadata> {
  const { locale } = await params;
  if (!isAppLocale(locale)) return {};
  const t = (await getTranslations({ locale, namespace })) as unknown as (key: string) => string;
  return { title: t(key ?? 'title') };
}
