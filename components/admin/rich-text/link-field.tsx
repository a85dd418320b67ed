'use client';

import type { Editor } from '@tiptap/core';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { normaliseHref } from './clean-html';
import type { RichTextLabels } from './editor-props';

type Props = { editor: Editor | null; labels: RichTextLabels; id: string; onClose: () => void };

/**
 * The link address, typed in a small inline field under the toolbar (no window.prompt): Enter
 * applies, Escape cancels; either way the caret goes back to the text. Not a <form>: it sits
 * inside the item form, and Enter here must not submit that.
 */
export function LinkField({ editor, labels, id, onClose }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [url, setUrl] = useState(() => (editor?.getAttributes('link').href as string | undefined) ?? '');
  const [error, setError] = useState(false);
  const hasLink = editor?.isActive('link') ?? false;

  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);

  function close() {
    onClose();
    editor?.commands.focus();
  }

  function apply() {
    if (!editor) return;
    const href = normaliseHref(url);
    if (!href) {
      setError(true);
      input.current?.focus();
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !hasLink) {
      // Nothing selected: the address itself becomes the linked text.
      chain.insertContent({ type: 'text', text: href.replace(/^mailto:/, ''), marks: [{ type: 'link', attrs: { href } }] }).run();
    } else {
      chain.setLink({ href }).run();
    }
    onClose();
  }

  function remove() {
    editor?.chain().focus().extendMarkRange('link').unsetLink().run();
    onClose();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  }

  const buttonClass = 'rounded-md px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-teal-600';
  return (
    <div role="group" aria-label={labels.link} className="flex flex-wrap items-end gap-2 border-b border-slate-200 bg-white p-2">
      <div className="min-w-0 flex-1 basis-56">
        <label htmlFor={id} className="block text-xs font-semibold text-slate-700">
          {labels.linkPrompt}
        </label>
        <input
          ref={input}
          id={id}
          type="url"
          inputMode="url"
          autoComplete="off"
          value={url}
          onChange={(e) => {
            setUrl(e.target.value);
            setError(false);
          }}
          onKeyDown={onKeyDown}
          placeholder="https://"
          aria-invalid={error || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`mt-1 block w-full rounded-md border px-2 py-1.5 text-sm text-slate-900 focus:ring-2 focus:ring-teal-600/30 focus:outline-none ${error ? 'border-red-500' : 'border-slate-300'}`}
        />
        <p id={`${id}-error`} role="alert" className="text-xs text-red-700 empty:hidden">
          {error ? labels.linkInvalid : ''}
        </p>
      </div>
      <button type="button" onClick={apply} className={`${buttonClass} bg-teal-700 text-white hover:bg-teal-800`}>
        {labels.linkApply}
      </button>
      {hasLink ? (
        <button type="button" onClick={remove} className={`${buttonClass} text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50`}>
          {labels.unlink}
        </button>
      ) : null}
      <button type="button" onClick={close} className={`${buttonClass} text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50`}>
        {labels.linkCancel}
      </button>
    </div>
  );
}
