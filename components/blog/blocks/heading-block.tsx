import type { HeadingBlockContent } from '@/lib/blog/blocks/heading';
import { boxAlign, textAlign } from './alignment';

const styles: Record<HeadingBlockContent['level'], string> = {
  1: 'text-3xl sm:text-4xl',
  2: 'text-2xl sm:text-3xl',
  3: 'text-xl sm:text-2xl',
  4: 'text-lg sm:text-xl',
};

// The article title is the page's only <h1>: a level-1 block keeps its size but is an <h2>.
const tags = { 1: 'h2', 2: 'h2', 3: 'h3', 4: 'h4' } as const;

export function HeadingBlock({ content }: { content: HeadingBlockContent }) {
  const Tag = tags[content.level];
  return (
    <div data-block="heading" data-level={content.level} data-align={content.alignment} className={`mt-4 ${textAlign[content.alignment]}`}>
      <Tag className={`font-bold tracking-tight text-slate-900 ${styles[content.level]}`}>{content.content}</Tag>
      <div aria-hidden="true" className={`mt-3 h-1 w-12 rounded-full bg-accent-500 ${boxAlign[content.alignment]}`} />
    </div>
  );
}
