import 'server-only';
import type { MediaActions } from '@/components/admin/blog/editor/media-context';
import type { EditorActions } from '@/components/admin/blog/editor/post-editor';
import { checkSlugAction, savePostAction } from '@/lib/blog/admin/actions';
import { listBlogMediaAction } from '@/lib/blog/admin/media-actions';
import { savePostTranslationAction } from '@/lib/blog/admin/translation-actions';
import type { AppLocale } from '@/lib/i18n/routing';

// What both editor pages (create, edit) hand to the client editor. Its texts (its own, the public
// article's for Preview, the rich text editor's) come from the admin layout's messages
// (ADMIN_CLIENT_NAMESPACES in lib/admin/page.ts).

/** The editor's server actions with the page's locale bound here, on the server. */
export function editorActions(locale: AppLocale): EditorActions {
  return {
    save: savePostAction.bind(null, locale),
    checkSlug: checkSlugAction.bind(null, locale),
    saveTranslation: savePostTranslationAction.bind(null, locale),
  };
}

/** The media library of the editor's image fields, bound to the page's locale (uploads go to the upload route). */
export function editorMedia(locale: AppLocale): MediaActions {
  return { list: listBlogMediaAction.bind(null, locale) };
}
