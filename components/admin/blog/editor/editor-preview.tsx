'use client';

import { useLocale, useTranslations } from 'next-intl';
import { ArticleBody } from '@/components/blog/article-body';
import type { TaxonomyOption } from '@/lib/blog/admin/read-models';
import { countWords, isEmptyBlock, readingTimeMinutes } from '@/lib/blog/blocks';
import type { BlogPostDetail } from '@/lib/blog/read-models';
import type { AppLocale } from '@/lib/i18n/routing';
import type { EditorState } from './editor-types';

type Props = {
  form: EditorState;
  postId: string | null;
  publishedAt: string | null;
  categories: TaxonomyOption[];
  tags: TaxonomyOption[];
  onBack: () => void;
};

/** The post as the public article renders it (same component, same block renderer), unsaved. */
export function EditorPreview({ form, postId, publishedAt, categories, tags, onBack }: Props) {
  const t = useTranslations('editor.previewMode');
  const locale = useLocale() as AppLocale;
  const blocks = form.blocks.filter((b) => !isEmptyBlock(b)).map((b, i) => ({ id: b.id, type: b.type, content: b.content, sortOrder: i }));
  const words = countWords(blocks);
  const post: BlogPostDetail = {
    id: postId ?? 'preview',
    slug: form.slug,
    title: form.title.trim() || t('untitled'),
    excerpt: form.excerpt,
    author: form.author,
    featuredImageUrl: form.featuredImageUrl.trim() || null,
    featuredImageAlt: form.featuredImageAlt || null,
    isFeatured: form.isFeatured,
    publishedAt,
    updatedAt: new Date().toISOString(),
    categories: categories
      .filter((c) => form.categories.includes(c.id))
      .map((c) => ({ id: c.id, name: c.name, slug: '', color: c.color ?? '#3B82F6' })),
    tags: tags.filter((x) => form.tags.includes(x.id)).map((x) => ({ id: x.id, name: x.name, slug: '' })),
    metaTitle: form.metaTitle || null,
    metaDescription: form.metaDescription || null,
    blocks,
    wordCount: words,
    readingMinutes: readingTimeMinutes(words),
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
      <div className="rounded-xl bg-white pb-10 shadow-sm ring-1 ring-slate-200">
        <ArticleBody post={post} locale={locale} />
      </div>
    </div>
  );
}
