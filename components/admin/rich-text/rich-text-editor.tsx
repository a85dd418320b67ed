'use client';

import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

// A small contentEditable editor (bold, italic, headings, lists, links) that outputs HTML.
// execCommand is deprecated but still implemented by every browser, and it gives undo/redo for
// free; the HTML is untrusted anyway: the server sanitises it before storing and before rendering.

export type RichTextLabels = {
  toolbar: string;
  bold: string;
  italic: string;
  heading2: string;
  heading3: string;
  paragraph: string;
  bulletList: string;
  numberedList: string;
  link: string;
  linkPrompt: string;
  unlink: string;
};

type Props = {
  id: string;
  /** Name of the hidden input that carries the HTML in the form. */
  name: string;
  value: string;
  onChange: (html: string) => void;
  labels: RichTextLabels;
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
};

type Command = { key: keyof RichTextLabels; command: string; arg?: string; text: string; className?: string; state?: string };

const COMMANDS: Command[] = [
  { key: 'bold', text: 'B', className: 'font-bold', command: 'bold', state: 'bold' },
  { key: 'italic', text: 'I', className: 'italic font-serif', command: 'italic', state: 'italic' },
  { key: 'heading2', text: 'H2', command: 'formatBlock', arg: '<h2>' },
  { key: 'heading3', text: 'H3', command: 'formatBlock', arg: '<h3>' },
  { key: 'paragraph', text: '¶', command: 'formatBlock', arg: '<p>' },
  { key: 'bulletList', text: '•≡', command: 'insertUnorderedList', state: 'insertUnorderedList' },
  { key: 'numberedList', text: '1≡', command: 'insertOrderedList', state: 'insertOrderedList' },
  { key: 'link', text: 'link', command: 'createLink' },
  { key: 'unlink', text: 'unlink', command: 'unlink' },
];

export function RichTextEditor({ id, name, value, onChange, labels, labelledBy, describedBy, invalid }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState<Record<string, boolean>>({});

  // Only push outside changes (a reset) into the DOM; typing must not re-render the caret away.
  useEffect(() => {
    const el = ref.current;
    if (el && el.innerHTML !== value) el.innerHTML = value;
  }, [value]);

  useEffect(() => {
    const update = () => {
      if (!ref.current?.contains(document.getSelection()?.anchorNode ?? null)) return;
      setActive({
        bold: document.queryCommandState('bold'),
        italic: document.queryCommandState('italic'),
        insertUnorderedList: document.queryCommandState('insertUnorderedList'),
        insertOrderedList: document.queryCommandState('insertOrderedList'),
      });
    };
    document.addEventListener('selectionchange', update);
    return () => document.removeEventListener('selectionchange', update);
  }, []);

  function exec(command: string, arg?: string) {
    ref.current?.focus();
    document.execCommand(command, false, arg);
    onChange(ref.current?.innerHTML ?? '');
  }

  function addLink() {
    const url = window.prompt(labels.linkPrompt, 'https://');
    if (!url || url === 'https://') return;
    if (!/^(https?:|mailto:|tel:)/i.test(url.trim())) return; // the sanitiser would drop it anyway
    exec('createLink', url.trim());
  }

  function run(c: Command) {
    if (c.command === 'createLink') addLink();
    else exec(c.command, c.arg);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!(event.ctrlKey || event.metaKey)) return;
    const k = event.key.toLowerCase();
    if (k === 'b' || k === 'i') {
      event.preventDefault();
      exec(k === 'b' ? 'bold' : 'italic');
    } else if (k === 'k') {
      event.preventDefault();
      addLink();
    }
  }

  return (
    <div
      className={`overflow-hidden rounded-xl border bg-white focus-within:ring-2 focus-within:ring-teal-600 ${invalid ? 'border-red-500' : 'border-slate-300'}`}
    >
      <div
        role="toolbar"
        aria-label={labels.toolbar}
        aria-controls={id}
        className="flex flex-wrap gap-1 border-b border-slate-200 bg-slate-50 p-1.5"
      >
        {COMMANDS.map((c) => (
          <button
            key={c.key}
            type="button"
            title={labels[c.key]}
            aria-label={labels[c.key]}
            aria-pressed={c.state ? Boolean(active[c.state]) : undefined}
            // keep the selection in the editor while clicking the toolbar
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => run(c)}
            className={`min-w-9 rounded-md px-2 py-1.5 text-sm text-slate-800 hover:bg-white hover:shadow-sm focus-visible:outline-2 focus-visible:outline-teal-600 aria-pressed:bg-teal-100 aria-pressed:text-teal-900 ${c.className ?? ''}`}
          >
            {c.command === 'createLink' || c.command === 'unlink' ? (
              <LinkIcon crossed={c.command === 'unlink'} />
            ) : (
              <span aria-hidden="true">{c.text}</span>
            )}
          </button>
        ))}
      </div>
      <div
        ref={ref}
        id={id}
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        contentEditable
        suppressContentEditableWarning
        onInput={() => onChange(ref.current?.innerHTML ?? '')}
        onKeyDown={onKeyDown}
        className="rich-text min-h-40 px-4 py-3 text-slate-900 outline-none [&_a]:text-teal-700 [&_a]:underline [&_h2]:text-xl [&_h2]:font-bold [&_h3]:text-lg [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
      />
      <input type="hidden" name={name} value={value} />
    </div>
  );
}

function LinkIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="mx-auto size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <path d="M10 14a4 4 0 0 0 5.66 0l3-3a4 4 0 0 0-5.66-5.66l-1 1" />
      <path d="M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66l1-1" />
      {crossed ? <path d="M4 4l16 16" /> : null}
    </svg>
  );
}
