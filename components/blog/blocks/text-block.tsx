import type { TextBlockContent } from '@/lib/blog/blocks/text';
import { textAlign } from './alignment';

const sizes: Record<TextBlockContent['fontSize'], string> = {
  small: 'text-base leading-7',
  normal: 'text-lg leading-8',
  large: 'text-xl leading-9',
};

export function TextBlock({ content }: { content: TextBlockContent }) {
  return (
    <p
      data-block="text"
      data-size={content.fontSize}
      data-align={content.alignment}
      className={`whitespace-pre-line text-slate-800 ${sizes[content.fontSize]} ${textAlign[content.alignment]}`}
    >
      {content.content}
    </p>
  );
}
