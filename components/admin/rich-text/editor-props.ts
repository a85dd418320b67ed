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
};
