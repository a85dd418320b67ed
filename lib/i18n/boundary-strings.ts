import { getMessages } from 'next-intl/server';
import type { AppLocale } from './routing';

/**
 * The few strings the client-side boundaries (error.tsx, the not-found pages of cached routes)
 * show. They cannot receive props from the server, and a not-found boundary gets no params, so the
 * root layout hands them down in a small context instead of next-intl's client provider (whose
 * runtime, intl-messageformat included, would then ship with every public page).
 */
export const BOUNDARY_KEYS = [
  'common.tryAgain',
  'common.backHome',
  'errors.errorTitle',
  'errors.errorBody',
  'blog.errorTitle',
  'blog.fetchFailed',
  'blog.tryAgain',
  'catalog.home',
  'catalog.breadcrumb',
  'catalog.categoryFallback',
  'catalog.noItems',
  'product.notFound',
  'product.notFoundBody',
] as const;

export type BoundaryKey = (typeof BOUNDARY_KEYS)[number];
export type BoundaryStrings = { locale: AppLocale; text: Record<BoundaryKey, string> };

/** Picks BOUNDARY_KEYS out of a locale's messages (plain strings, no ICU arguments). */
export function pickBoundaryStrings(messages: Record<string, unknown>): Record<BoundaryKey, string> {
  const text = {} as Record<BoundaryKey, string>;
  for (const key of BOUNDARY_KEYS) {
    const [namespace, name] = key.split('.') as [string, string];
    const value = (messages[namespace] as Record<string, unknown> | undefined)?.[name];
    text[key] = typeof value === 'string' ? value : key;
  }
  return text;
}

export async function boundaryStrings(locale: AppLocale): Promise<BoundaryStrings> {
  return { locale, text: pickBoundaryStrings(await getMessages({ locale })) };
}
