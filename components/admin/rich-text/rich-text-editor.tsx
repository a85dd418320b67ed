'use client';

import dynamic from 'next/dynamic';
import { createContext, use } from 'react';
import type { EditorProps, RichTextLabels } from './editor-props';
import { EditorToolbar } from './toolbar';

export type { RichTextLabels } from './editor-props';

// The editor (Tiptap/ProseMirror, ~125 KiB gz) is its own chunk, loaded after the page: Add New and
// Edit paint without it. The placeholder has the editor's height so nothing jumps when it arrives.
const TiptapEditor = dynamic(() => import('./tiptap-editor').then((m) => m.TiptapEditor), {
  ssr: false,
  loading: function Loading({ error }) {
    return <EditorPlaceholder failed={Boolean(error)} />;
  },
});

type Props = EditorProps & {
  /** Name of the hidden input that carries the HTML in the form (none: the caller keeps the value). */
  name?: string;
};

// next/dynamic's loading component gets no props: it reads the field's labels from here.
const LabelsContext = createContext<{ labels: RichTextLabels; variant: EditorProps['variant'] } | null>(null);

/** Product description field: HTML in, HTML out (the server sanitises it either way). */
export function RichTextEditor({ name, ...props }: Props) {
  return (
    <LabelsContext value={{ labels: props.labels, variant: props.variant }}>
      <TiptapEditor {...props} />
      {name ? <input type="hidden" name={name} value={props.value} /> : null}
    </LabelsContext>
  );
}

function EditorPlaceholder({ failed }: { failed: boolean }) {
  const { labels, variant } = use(LabelsContext)!;
  return (
    <div className="overflow-hidden rounded-xl border border-slate-300 bg-white">
      {/* the real toolbar, inert: the same height at every width (it wraps on phones) */}
      <div inert>
        <EditorToolbar editor={null} active={null} labels={labels} variant={variant} onLink={() => undefined} />
      </div>
      <div className="min-h-40 px-4 py-3 text-sm text-slate-500" role={failed ? 'alert' : 'status'}>
        {failed ? labels.loadError : labels.loading}
      </div>
    </div>
  );
}
