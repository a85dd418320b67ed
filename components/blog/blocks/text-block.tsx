import type { TextBlockContent } from '@/lib/blog/blocks/text';
import { renderBlogText } from '@/lib/html/blog-text';
import { textAlign } from './alignment';

const sizes: Record<TextBlockContent['fontSize'], string> = {
  small: 'text-base leading-7',
  normal: 'text-lg leading-8',
  large: 'text-xl leading-9',
};

const RICH = '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a:hover]:text-brand-600 [&>p+p]:mt-4';

/** Plain text (blocks from before the rich editor) as it always was; rich text sanitised again here. */
export function TextBlock({ content, siteOrigin }: { content: TextBlockContent; siteOrigin?: string }) {
  const common = { 'data-block': 'text', 'data-size': content.fontSize, 'data-align': content.alignment };
  if (content.format === 'html')
    return (
      <div
        {...common}
        data-format="html"
        className={`text-slate-800 ${RICH} ${sizes[content.fontSize]} ${textAlign[content.alignment]}`}
        dangerouslySetInnerHTML={{ __html: renderBlogText(content.content, siteOrigin) }}
      />
    );
  return (
    <p {...common} className={`whitespace-pre-line text-slate-800 ${sizes[content.fontSize]} ${textAlign[content.alignment]}`}>
      {content.content}
    </p>
  );
}
