import type { ListBlockContent } from '@/lib/blog/blocks/list';

export function ListBlock({ content }: { content: ListBlockContent }) {
  const items = content.items.filter((item) => item.trim() !== '');
  if (items.length === 0) return null;
  if (content.listType === 'checklist') {
    return (
      <ul data-block="list" data-list-type="checklist" className="space-y-2 text-lg text-slate-800">
        {items.map((item, i) => (
          <li key={i} className="flex gap-3">
            <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-1.5 h-5 w-5 flex-none text-brand-600" fill="currentColor">
              <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
            </svg>
            <span>{item}</span>
          </li>
        ))}
      </ul>
    );
  }
  const Tag = content.listType === 'numbered' ? 'ol' : 'ul';
  return (
    <Tag
      data-block="list"
      data-list-type={content.listType}
      className={`space-y-2 pl-6 text-lg text-slate-800 marker:text-brand-600 ${Tag === 'ol' ? 'list-decimal' : 'list-disc'}`}
    >
      {items.map((item, i) => (
        <li key={i} className="pl-1">
          {item}
        </li>
      ))}
    </Tag>
  );
}
