import type { PostCardData } from '@/lib/blog/read-models';
import { CardImage } from './card-image';
import { CategoryBadge } from './category-badge';
import { LanguageBadge } from './language-badge';

/** The first featured post: large card, up to 2 category badges, 'Read Article'. */
export function FeaturedPostCard({
  post,
  basePath,
  labels,
}: {
  post: PostCardData;
  /** The localised /blog path. */
  basePath: string;
  labels: { featured: string; readArticle: string; noDate: string; englishOnly: string };
}) {
  return (
    <article
      data-testid="featured-post"
      className="grid overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm md:grid-cols-2"
    >
      <div className="relative aspect-[16/9] bg-gradient-to-br from-brand-100 to-brand-50 md:aspect-auto md:min-h-80">
        <CardImage priority src={post.featuredImageUrl} alt={post.featuredImageAlt || post.title} sizes="(min-width: 768px) 50vw, 100vw" />
      </div>
      <div className="flex flex-col gap-4 p-6 sm:p-8">
        <p className="text-xs font-semibold tracking-widest text-brand-600 uppercase">{labels.featured}</p>
        {(post.categories.length > 0 || post.titleLang) && (
          <div className="flex flex-wrap gap-2">
            {post.categories.slice(0, 2).map((c) => (
              <CategoryBadge key={c.slug} name={c.name} color={c.color} lang={c.lang} />
            ))}
            {post.titleLang && <LanguageBadge label={labels.englishOnly} />}
          </div>
        )}
        <h2 lang={post.titleLang} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {post.title}
        </h2>
        {post.excerpt && (
          <p lang={post.excerptLang} className="text-base leading-7 text-slate-600">
            {post.excerpt}
          </p>
        )}
        <p className="text-sm text-slate-600">
          {post.author} · {post.dateLabel ?? labels.noDate}
        </p>
        <div className="mt-auto pt-2">
          <a
            href={`${basePath}/${post.slug}`}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-600"
          >
            {labels.readArticle}
            <span className="sr-only">: {post.title}</span>
            <span aria-hidden="true">→</span>
          </a>
        </div>
      </div>
    </article>
  );
}
