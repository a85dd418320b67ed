import type { DividerBlockContent } from '@/lib/blog/blocks/divider';

export function DividerBlock({ content }: { content: DividerBlockContent }) {
  return (
    <hr
      data-block="divider"
      data-style={content.style}
      className="my-4 border-0 border-t-2"
      // The colour is a validated hex value (see lib/blog/blocks/divider.ts).
      style={{ borderTopStyle: content.style, borderTopColor: content.color }}
    />
  );
}
