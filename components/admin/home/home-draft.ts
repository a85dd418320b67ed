import type { HomeEditorData, HomeEditorItem, SectionWordsForm } from '@/lib/home/editor-data';
import type { ItemTextField } from '@/lib/home/sections';
import type { PhotoDraft } from './home-photo-field';
import { uploadPhoto, type UploadMessages } from '../photo-upload';

// The English form's state and the FormData it sends (lib/home/schema.ts reads it: `section`,
// `content` as JSON, the new photos' upload tokens `sectionPhoto` and `itemPhoto-<index>`).

export type EntryDraft = Omit<HomeEditorItem, 'id'> & { key: string; id?: number; photo: PhotoDraft };
export type EnglishDraft = { words: SectionWordsForm; photoUrl: string | null; photo: PhotoDraft; items: EntryDraft[] };

let counter = 0;
export const newKey = () => `new-${++counter}`;

export function draftOf(data: HomeEditorData): EnglishDraft {
  return {
    words: { ...data.words },
    photoUrl: data.photoUrl,
    photo: { kind: 'keep' },
    items: data.items.map((item) => ({ ...item, key: `id-${item.id}`, photo: { kind: 'keep' } })),
  };
}

export function emptyEntry(): EntryDraft {
  return { key: newKey(), title: '', body: '', detail: '', photoUrl: null, photo: { kind: 'keep' } };
}

/**
 * Sends the draft's new photos to the upload route, one by one: their tokens by file, and a
 * message per refused photo under its field ('photo', `item-<index>-photo`).
 */
export async function uploadNewPhotos(
  draft: EnglishDraft,
  locale: string,
  messages: UploadMessages,
): Promise<{ tokens: Map<File, string>; fieldErrors: Record<string, string> }> {
  const tokens = new Map<File, string>();
  const fieldErrors: Record<string, string> = {};
  const photos: Array<[PhotoDraft, string]> = [
    [draft.photo, 'photo'],
    ...draft.items.map((item, i) => [item.photo, `item-${i}-photo`] as [PhotoDraft, string]),
  ];
  for (const [photo, field] of photos) {
    if (photo.kind !== 'new') continue;
    const answer = await uploadPhoto(photo.file, 'home', locale, messages);
    if (answer.ok && 'token' in answer) tokens.set(photo.file, answer.token);
    else fieldErrors[field] = answer.ok ? messages.failed(photo.file.name) : answer.message;
  }
  return { tokens, fieldErrors };
}

export function englishForm(section: string, draft: EnglishDraft, tokens: Map<File, string>): FormData {
  const form = new FormData();
  form.set('section', section);
  const items = draft.items.map((item, index) => {
    if (item.photo.kind === 'new') form.set(`itemPhoto-${index}`, tokens.get(item.photo.file) ?? '');
    const words: Record<ItemTextField, string> = { title: item.title, body: item.body, detail: item.detail };
    return { ...(item.id === undefined ? {} : { id: item.id }), ...words, photo: item.photo.kind };
  });
  if (draft.photo.kind === 'new') form.set('sectionPhoto', tokens.get(draft.photo.file) ?? '');
  form.set('content', JSON.stringify({ ...draft.words, photo: draft.photo.kind, items }));
  return form;
}

/** Moves the entry at `from` by `delta` (−1 up, +1 down); unchanged at either end. */
export function moved<T>(list: readonly T[], from: number, delta: number): T[] {
  const to = from + delta;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [entry] = next.splice(from, 1);
  next.splice(to, 0, entry!);
  return next;
}
