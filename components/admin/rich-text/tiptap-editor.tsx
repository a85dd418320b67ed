'use client';

import { Extension } from '@tiptap/core';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { useEffect, useRef, useState } from 'react';
import { cleanHtml } from './clean-html';
import type { EditorProps } from './editor-props';
import { descriptionEditorProps, descriptionExtensions, editorHtml } from './extensions';
import { LinkField } from './link-field';
import { EditorToolbar } from './toolbar';

const CONTENT_CLASS =
  'rich-text min-h-40 px-4 py-3 text-slate-900 outline-none [&>p]:mb-2 [&_a]:text-teal-700 [&_a]:underline [&_h2]:text-xl [&_h2]:font-bold [&_h3]:text-lg [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6';

/** The editable area's attributes: a labelled multi-line textbox, invalid/described like the other fields. */
function contentAttributes({
  id,
  labelledBy,
  describedBy,
  invalid,
  lang,
}: Pick<EditorProps, 'id' | 'labelledBy' | 'describedBy' | 'invalid' | 'lang'>) {
  const attributes: Record<string, string> = {
    id,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelledBy,
    class: CONTENT_CLASS,
  };
  if (describedBy) attributes['aria-describedby'] = describedBy;
  if (invalid) attributes['aria-invalid'] = 'true';
  if (lang) attributes.lang = lang;
  return attributes;
}

/** Loaded on demand by rich-text-editor.tsx (client only: ProseMirror needs the DOM). */
export function TiptapEditor({ id, value, onChange, labels, labelledBy, describedBy, invalid, variant, lang }: EditorProps) {
  const [linkOpen, setLinkOpen] = useState(false);
  // The last HTML this editor reported: a `value` that differs came from outside (a reset).
  const emitted = useRef(value);
  const onChangeRef = useRef(onChange);
  const openLinkRef = useRef(() => setLinkOpen(true));
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  const editor = useEditor({
    extensions: [
      ...descriptionExtensions(variant),
      // Ctrl/Cmd+K opens the link field (Tiptap's link extension has no shortcut of its own).
      Extension.create({ name: 'linkShortcut', addKeyboardShortcuts: () => ({ 'Mod-k': () => (openLinkRef.current(), true) }) }),
    ],
    content: cleanHtml(value),
    // Only ever rendered in the browser (next/dynamic with ssr: false), so it may render at once.
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: { ...descriptionEditorProps, attributes: contentAttributes({ id, labelledBy, describedBy, invalid, lang }) },
    onUpdate: ({ editor: e }) => {
      const html = editorHtml(e);
      emitted.current = html;
      onChangeRef.current(html);
    },
  });

  useEffect(() => {
    if (!editor || value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(cleanHtml(value), { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setOptions({
      editorProps: { ...descriptionEditorProps, attributes: contentAttributes({ id, labelledBy, describedBy, invalid, lang }) },
    });
  }, [editor, id, labelledBy, describedBy, invalid, lang]);

  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      heading2: e.isActive('heading', { level: 2 }),
      heading3: e.isActive('heading', { level: 3 }),
      paragraph: e.isActive('paragraph') && !e.isActive('bulletList') && !e.isActive('orderedList'),
      bulletList: e.isActive('bulletList'),
      numberedList: e.isActive('orderedList'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });

  return (
    <div
      className={`overflow-hidden rounded-xl border bg-white focus-within:ring-2 focus-within:ring-teal-600 ${invalid ? 'border-red-500' : 'border-slate-300'}`}
    >
      <EditorToolbar editor={editor} active={active} labels={labels} controls={id} variant={variant} onLink={() => setLinkOpen(true)} />
      {linkOpen ? <LinkField editor={editor} labels={labels} id={`${id}-link`} onClose={() => setLinkOpen(false)} /> : null}
      <EditorContent editor={editor} />
    </div>
  );
}
