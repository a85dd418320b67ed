import 'server-only';
import { getMessages } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';

/** What the editor's client leaf needs: its own texts plus the public article's (for Preview). */
export async function editorMessages(locale: AppLocale) {
  const messages = await getMessages({ locale });
  return { editor: messages.editor, blog: messages.blog, blocks: messages.blocks };
}
