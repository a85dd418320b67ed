// Types only: lib/i18n/routing's values would bring next-intl's routing code into every page's JavaScript.
import type { AppLocale } from '@/lib/i18n/routing';

/**
 * The root error page's two strings, as in messages/*.json (errors.errorTitle, common.tryAgain;
 * global-error-text.test.ts keeps them equal). That page replaces the root layout, so it has no
 * provider and no context to read them from, and importing the message files would put all of
 * them into the JavaScript of every page.
 */
export const GLOBAL_ERROR_TEXT: Record<AppLocale, { title: string; retry: string }> = {
  en: { title: 'Something went wrong', retry: 'Try Again' },
  id: { title: 'Terjadi kesalahan', retry: 'Coba Lagi' },
  'zh-CN': { title: '出现问题', retry: '重试' },
};

/** The locale of a path ('/id/product/1' → 'id'; unprefixed → the default). */
export function localeOfPath(pathname: string): AppLocale {
  const first = pathname.split('/')[1] ?? '';
  return Object.hasOwn(GLOBAL_ERROR_TEXT, first) ? (first as AppLocale) : 'en';
}
