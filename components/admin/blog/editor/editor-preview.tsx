'use client';

import { useLocale, useTranslations } from 'next-intl';
import { ArticleBody } from '@/components/blog/article-body';
import type { TaxonomyOption } from '@/lib/blog/admin/read-models';
import { isEmptyBlock, readingTime } from '@/lib/blog/blocks';
import { localiseBlock } from '@/lib/blog/blocks/translation';
import type { BlogPostDetail } from '@/lib/blog/read-models';
import type { TranslationDraft } from '@/lib/blog/admin/read-models';
import type { TranslationLocale } from '@/lib/i18n/content-locales';
import type { AppLocale } from '@/lib/i18n/routing';
import type { EditorState } from './editor-types';

type Props = {
  form: EditorState;
  postId: string | null;
  publishedAt: string | null;
  categories: TaxonomyOption[];
  tags: TaxonomyOption[];
  onBack: () => void;
  /** The chosen translation's words, shown over the English post as the public page does. */
  translation?: { locale: TranslationLocale; words: TranslationDraft } | null;
};

/** The post as the public article renders it (same component, same block renderer), unsaved. */
export function EditorPreview({ form, postId, publishedAt, categories, tags, onBack, translation = null }: Props) {
  const t = useTranslations('editor.previewMode');
  const locale = useLocale() as AppLocale;
  const words = translation?.words;
  // Per field and per block, as the public page falls back: a blank translation shows the English.
  const pick = (english: string, translated: string | undefined) => (translated?.trim() ? translated : english);
  const blocks = form.blocks
    .filter((b) => !isEmptyBlock(b))
    .map((b, i) => {
      const content = words ? localiseBlock(b.type, b.content, { blockType: b.type, content: words.blocks[i] ?? {} }).content : b.content;
      return { id: b.id, type: b.type, content, sortOrder: i };
    });
  const post: BlogPostDetail = {
    id: postId ?? 'preview',
    slug: pick(form.slug, words?.slug),
    title: pick(form.title, words?.title).trim() || t('untitled'),
    excerpt: pick(form.excerpt, words?.excerpt),
    author: form.author,
    featuredImageUrl: form.featuredImageUrl.trim() || null,
    featuredImageAlt: pick(form.featuredImageAlt, words?.featuredImageAlt) || null,
    isFeatured: form.isFeatured,
    publishedAt,
    updatedAt: new Date().toISOString(),
    categories: categories
      .filter((c) => form.categories.includes(c.id))
      .map((c) => ({ id: c.id, name: c.name, slug: '', color: c.color ?? '#3B82F6' })),
    tags: tags.filter((x) => form.tags.includes(x.id)).map((x) => ({ id: x.id, name: x.name, slug: '' })),
    metaTitle: pick(form.metaTitle, words?.metaTitle) || null,
    metaDescription: pick(form.metaDescription, words?.metaDescription) || null,
    blocks,
    // The same count as the public page, in the language previewed.
    ...readingTime(blocks),
  };
  return (
    <div data-testid="editor-preview">
      <div className="sticky top-0 z-10 mb-4 flex flex-wrap items-center justify-between gap-2 rounded-xl bg-brand-50 px-4 py-3 ring-1 ring-brand-200">
        <h2 className="text-brand-800 font-semibold">{t('heading')}</h2>
        <button
          type="button"
          onClick={onBack}
          className="min-h-10 rounded-lg bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-600"
        >
          {t('back')}
        </button>
      </div>
      <div className="rounded-xl bg-white pb-10 shadow-sm ring-1 ring-slate-200" lang={translation?.locale}>
        <ArticleBody post={post} locale={locale} siteOrigin={typeof window === 'undefined' ? undefined : window.location.origin} />
      </div>
    </div>
  );
}
