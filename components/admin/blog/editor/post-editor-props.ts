import type { SavePostResult, SlugCheckResult } from '@/lib/blog/admin/action-support';
import type { EditorFormValues, TaxonomyOption, TranslationDrafts, TranslationSources } from '@/lib/blog/admin/read-models';
import type { AlertItem } from '../alerts';
import type { SaveTranslation } from './use-post-translations';

// The post editor's props (components/admin/blog/editor/post-editor.tsx), apart to keep it small.

export type Props = {
  mode: 'create' | 'edit';
  postId: string | null;
  publishedAt: string | null;
  /** When the post waits for its scheduled time: that time (UTC ISO). */
  scheduledFor?: string | null;
  initial: EditorFormValues;
  /** A duplicate keeps its '-copy' slug until 'Auto' is pressed. */
  manualSlug?: boolean;
  /** Create screen opened by "Duplicate": the copied post's id (the first save names it). */
  duplicateOf?: string | null;
  categories: TaxonomyOption[];
  tags: TaxonomyOption[];
  initialAlerts?: Omit<AlertItem, 'id'>[];
  /** The blog's server actions, bound to the page's locale on the server. */
  actions: EditorActions;
  /** Edit screen: the stored translations over the stored English blocks' types. */
  translations?: { drafts: TranslationDrafts; englishTypes: string[]; sources?: TranslationSources } | null;
};

export type EditorActions = {
  save: (input: { id: string | null; form: unknown; duplicateOf?: string | null }) => Promise<SavePostResult>;
  checkSlug: (input: { slug: string; excludeId: string | null }) => Promise<SlugCheckResult>;
  saveTranslation?: SaveTranslation;
};
