import type { HomeSectionView, HomeText } from '@/lib/home/content';
import { paragraphs } from '@/lib/home/content';

// The pieces every home section repeats: its heading (an <h2> the section is labelled by), its
// paragraphs, and a word that falls back to English marked with `lang`.

export const SECTION_WIDTH = 'mx-auto max-w-7xl px-4 sm:px-6 lg:px-8';
export const H2 = 'text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl';

export function SectionHeading({ id, section }: { id: string; section: HomeSectionView }) {
  return (
    <h2 id={id} lang={section.title.lang} className={H2}>
      {section.title.value}
    </h2>
  );
}

export function Paragraphs({ text, className }: { text: HomeText; className: string }) {
  return paragraphs(text.value).map((p, i) => (
    <p key={i} lang={text.lang} className={className}>
      {p}
    </p>
  ));
}

export function Words({ text, as: Tag = 'span', className }: { text: HomeText; as?: 'span' | 'p' | 'h3'; className?: string }) {
  if (!text.value) return null;
  return (
    <Tag lang={text.lang} className={className}>
      {text.value}
    </Tag>
  );
}
