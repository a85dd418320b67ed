import type { PostCardData } from '@/lib/blog/read-models';
import { CardImage } from './card-image';
import { CategoryBadge } from './category-badge';
import { LanguageBadge } from './language-badge';

/** A post in the grid or list (1 category badge); the whole card opens /blog/{slug} (`basePath`: the localised /blog). */
export function PostCard({
  post,
  basePath,
  layout,
  noDate,
  englishOnly,
}: {
  post: PostCardData;
  basePath: string;
  layout: 'grid' | 'list';
  noDate: string;
  /** The badge's text ('English' in the page's language) for a post whose title is not translated. */
  englishOnly: string;
}) {
  const category = post.categories[0];
  const list = layout === 'list';
  return (
    <article
      data-testid="post-card"
      className={`group relative flex overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition focus-within:ring-2 focus-within:ring-brand-500 hover:shadow-md ${
        list ? 'flex-col sm:flex-row' : 'flex-col'
      }`}
    >
      <div
        className={`relative bg-gradient-to-br from-brand-100 to-brand-50 ${list ? 'aspect-[16/9] sm:aspect-auto sm:w-64 sm:flex-none' : 'aspect-[16/9]'}`}
      >
        <CardImage
          src={post.featuredImageUrl}
          alt={post.featuredImageAlt || post.title}
          sizes={list ? '(min-width: 640px) 256px, 100vw' : '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw'}
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        {(category || post.titleLang) && (
          <div className="flex flex-wrap gap-2">
            {category && <CategoryBadge name={category.name} color={category.color} lang={category.lang} />}
            {post.titleLang && <LanguageBadge label={englishOnly} />}
          </div>
        )}
        <h3 lang={post.titleLang} className="text-lg leading-snug font-semibold text-slate-900 group-hover:text-brand-700">
          <a id={`post-${post.id}`} href={`${basePath}/${post.slug}`} className="after:absolute after:inset-0 focus-visible:outline-none">
            {post.title}
          </a>
        </h3>
        {post.excerpt && (
          <p lang={post.excerptLang} className="line-clamp-3 text-sm leading-6 text-slate-600">
            {post.excerpt}
          </p>
        )}
        <p className="mt-auto text-xs text-slate-600">
          {post.author} · {post.dateLabel ?? noDate}
        </p>
      </div>
    </article>
  );
}
