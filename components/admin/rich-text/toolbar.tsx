'use client';

import type { Editor } from '@tiptap/core';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { INLINE_BUTTONS, type EditorVariant, type RichTextLabels } from './editor-props';

type Active = Record<'bold' | 'italic' | 'heading2' | 'heading3' | 'paragraph' | 'bulletList' | 'numberedList' | 'link', boolean> & {
  canUndo: boolean;
  canRedo: boolean;
};

type Button = {
  key: keyof RichTextLabels;
  content: ReactNode;
  className?: string;
  /** aria-keyshortcuts (ARIA spelling) */
  keys?: string;
  pressed?: keyof Active;
  enabled?: (a: Active) => boolean;
  run: (editor: Editor) => void;
};

const BUTTONS: Button[] = [
  {
    key: 'bold',
    content: 'B',
    className: 'font-bold',
    keys: 'Control+B Meta+B',
    pressed: 'bold',
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    key: 'italic',
    content: 'I',
    className: 'italic font-serif',
    keys: 'Control+I Meta+I',
    pressed: 'italic',
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  { key: 'heading2', content: 'H2', pressed: 'heading2', run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run() },
  { key: 'heading3', content: 'H3', pressed: 'heading3', run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run() },
  { key: 'paragraph', content: '¶', pressed: 'paragraph', run: (e) => e.chain().focus().setParagraph().run() },
  { key: 'bulletList', content: '•≡', pressed: 'bulletList', run: (e) => e.chain().focus().toggleBulletList().run() },
  { key: 'numberedList', content: '1≡', pressed: 'numberedList', run: (e) => e.chain().focus().toggleOrderedList().run() },
  { key: 'link', content: <LinkIcon crossed={false} />, keys: 'Control+K Meta+K', pressed: 'link', run: () => undefined },
  {
    key: 'unlink',
    content: <LinkIcon crossed />,
    enabled: (a) => a.link,
    run: (e) => e.chain().focus().extendMarkRange('link').unsetLink().run(),
  },
  { key: 'undo', content: '↶', keys: 'Control+Z Meta+Z', enabled: (a) => a.canUndo, run: (e) => e.chain().focus().undo().run() },
  {
    key: 'redo',
    content: '↷',
    keys: 'Control+Shift+Z Meta+Shift+Z',
    enabled: (a) => a.canRedo,
    run: (e) => e.chain().focus().redo().run(),
  },
];

type Props = {
  editor: Editor | null;
  active: Active | null;
  labels: RichTextLabels;
  /** id of the editable area (absent while the editor loads) */
  controls?: string;
  variant?: EditorVariant;
  onLink: () => void;
};

/**
 * ARIA toolbar: one tab stop, arrow keys (Home/End) move between buttons (roving tabindex).
 * Unavailable buttons stay focusable with aria-disabled, so the arrow order never changes.
 */
export function EditorToolbar({ editor, active, labels, controls, variant, onLink }: Props) {
  const [current, setCurrent] = useState(0);
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const buttons = variant === 'inline' ? BUTTONS.filter((b) => INLINE_BUTTONS.has(b.key)) : BUTTONS;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const last = buttons.length - 1;
    const next = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = next > last ? 0 : next < 0 ? last : next;
    setCurrent(index);
    refs.current[index]?.focus();
  }

  return (
    <div
      role="toolbar"
      aria-label={labels.toolbar}
      aria-controls={controls}
      onKeyDown={onKeyDown}
      className="flex flex-wrap gap-1 border-b border-slate-200 bg-slate-50 p-1.5"
    >
      {buttons.map((b, i) => {
        const disabled = !editor || !active || (b.enabled ? !b.enabled(active) : false);
        return (
          <button
            key={b.key}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            tabIndex={i === current ? 0 : -1}
            title={labels[b.key]}
            aria-label={labels[b.key]}
            aria-keyshortcuts={b.keys}
            aria-pressed={b.pressed ? Boolean(active?.[b.pressed]) : undefined}
            aria-disabled={disabled || undefined}
            // keep the editor's selection while clicking the toolbar
            onMouseDown={(e) => e.preventDefault()}
            onFocus={() => setCurrent(i)}
            onClick={() => {
              if (disabled || !editor) return;
              if (b.key === 'link') onLink();
              else b.run(editor);
            }}
            className={`min-w-9 rounded-md px-2 py-1.5 text-sm text-slate-800 hover:bg-white hover:shadow-sm focus-visible:outline-2 focus-visible:outline-teal-600 aria-disabled:cursor-not-allowed aria-disabled:text-slate-400 aria-pressed:bg-teal-100 aria-pressed:text-teal-900 ${b.className ?? ''}`}
          >
            {typeof b.content === 'string' ? <span aria-hidden="true">{b.content}</span> : b.content}
          </button>
        );
      })}
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
