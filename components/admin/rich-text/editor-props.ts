/** Every text of the description editor, translated by the caller (adminCatalog.editor.*). */
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
  /** Label of the link address field. */
  linkPrompt: string;
  linkApply: string;
  linkCancel: string;
  linkInvalid: string;
  unlink: string;
  undo: string;
  redo: string;
  loading: string;
  loadError: string;
};

export type EditorProps = {
  id: string;
  value: string;
  onChange: (html: string) => void;
  labels: RichTextLabels;
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  /** 'inline': bold, italic and links only (a blog text block); default: the description's full set. */
  variant?: EditorVariant;
  /** Language of the text being written (a translation's), for spelling and screen readers. */
  lang?: string;
};

export type EditorVariant = 'description' | 'inline';

/** The toolbar buttons an inline editor offers (the schema has no headings or lists). */
export const INLINE_BUTTONS: ReadonlySet<keyof RichTextLabels> = new Set(['bold', 'italic', 'link', 'unlink', 'undo', 'redo']);
