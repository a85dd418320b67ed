import { validatePostForm, type PostField } from '@/lib/blog/admin/schemas';
import { toFormInput, type EditorState } from './editor-types';

export type EditorErrors = Partial<Record<PostField, string>>;

/**
 * The messages a failed save left on screen, kept only while the form still breaks that rule:
 * e.g. 'Post must have at least one content block with content' goes as soon as a block has
 * content, without another save. The slug is left alone: its availability is a server answer
 * that the live check refreshes whenever the slug changes; so is the schedule's time (checked
 * only when scheduling; the schedule panel clears it as soon as the time is edited).
 */
export function currentErrors(errors: EditorErrors, form: EditorState): EditorErrors {
  const fields = (Object.keys(errors) as PostField[]).filter((f) => f !== 'slug' && f !== 'scheduledAt');
  if (fields.length === 0) return errors;
  const checked = validatePostForm(toFormInput(form, 'draft'));
  const stillWrong = checked.ok ? {} : checked.fieldErrors;
  const out: EditorErrors = { ...errors };
  for (const field of fields) if (!stillWrong[field]) delete out[field];
  return out;
}
