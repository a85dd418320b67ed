import type { Extensions } from '@tiptap/core';
import Bold from '@tiptap/extension-bold';
import Document from '@tiptap/extension-document';
import HardBreak from '@tiptap/extension-hard-break';
import Heading from '@tiptap/extension-heading';
import Italic from '@tiptap/extension-italic';
import Link from '@tiptap/extension-link';
import { BulletList, ListItem, OrderedList } from '@tiptap/extension-list';
import Paragraph from '@tiptap/extension-paragraph';
import Text from '@tiptap/extension-text';
import { UndoRedo } from '@tiptap/extensions';
import { cleanHtml, isAllowedHref, LINK_PROTOCOLS } from './clean-html';

// The editor's schema IS the allow-list: only these nodes and marks exist, so no toolbar button,
// shortcut, markdown input rule or paste can create anything else. It is the sanitiser's set
// (lib/html/sanitize.ts) cut down to what the description editor offers.

/** What the sanitiser turns a target=_blank link's rel into: the editor writes the same, so sanitising changes nothing. */
export const LINK_ATTRIBUTES = { target: '_blank', rel: 'noopener noreferrer' } as const;

const SafeLink = Link.extend({
  // No class/title from pasted links, and the fixed target/rel whatever the source said.
  addAttributes() {
    return {
      href: { default: null, parseHTML: (el: HTMLElement) => el.getAttribute('href') },
      target: { default: LINK_ATTRIBUTES.target, parseHTML: () => LINK_ATTRIBUTES.target },
      rel: { default: LINK_ATTRIBUTES.rel, parseHTML: () => LINK_ATTRIBUTES.rel },
    };
  },
});

// Ordered lists without start/type attributes: the sanitiser drops them anyway.
const PlainOrderedList = OrderedList.extend({
  addAttributes: () => ({}),
});

/** `inline`: paragraphs, line breaks, bold, italic and links only (a blog text block's allow-list). */
export function descriptionExtensions(variant: 'description' | 'inline' = 'description'): Extensions {
  const blocks = variant === 'inline' ? [] : [Heading.configure({ levels: [2, 3] }), BulletList, PlainOrderedList, ListItem];
  return [
    Document,
    Paragraph,
    Text,
    HardBreak,
    ...blocks,
    Bold,
    Italic,
    SafeLink.configure({
      protocols: [...LINK_PROTOCOLS],
      defaultProtocol: 'https',
      autolink: true,
      linkOnPaste: true,
      openOnClick: false,
      HTMLAttributes: { ...LINK_ATTRIBUTES },
      isAllowedUri: (url) => isAllowedHref(url),
      shouldAutoLink: (url) => isAllowedHref(url.includes(':') ? url : `https://${url}`),
    }),
    UndoRedo,
  ];
}

/** The editor's HTML as the form sends it: an editor with no text is '' (what an untouched field sends). */
export function editorHtml(editor: { getHTML(): string; state: { doc: { textContent: string } } }): string {
  return editor.state.doc.textContent.trim() === '' ? '' : editor.getHTML();
}

/** Paste (and drop) goes through the same cleaning as stored HTML before the schema parses it. */
export const descriptionEditorProps = { transformPastedHTML: (html: string) => cleanHtml(html) };
