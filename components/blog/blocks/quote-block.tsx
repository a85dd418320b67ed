import type { QuoteBlockContent } from '@/lib/blog/blocks/quote';

const styles: Record<QuoteBlockContent['style'], string> = {
  bordered: 'border-l-4 border-brand-500 pl-5',
  background: 'rounded-xl bg-brand-50 p-6',
  minimal: 'px-2 text-center',
};

export function QuoteBlock({ content }: { content: QuoteBlockContent }) {
  return (
    <figure data-block="quote" data-style={content.style} className={styles[content.style]}>
      <blockquote className="text-xl leading-8 whitespace-pre-line text-slate-800 italic">{content.content}</blockquote>
      {content.author.trim() !== '' && <figcaption className="mt-3 text-sm font-medium text-slate-600">— {content.author}</figcaption>}
    </figure>
  );
}
