import { blockDefinition, defaultBlockContent, isBlockType, type BlockContentMap, type BlockType } from '@/lib/blog/blocks';
import type { EditorFormValues } from '@/lib/blog/admin/read-models';
import type { EditorStatus } from '@/lib/blog/admin/schemas';

/** A block in the editor: the registry's typed content plus a stable client id. */
export type EditorBlockState = { [K in BlockType]: { id: string; type: K; content: BlockContentMap[K] } }[BlockType];

export type EditorState = Omit<EditorFormValues, 'blocks'> & { blocks: EditorBlockState[] };

let counter = 0;
export function newBlockId(): string {
  counter += 1;
  return `new-${Date.now().toString(36)}-${counter}`;
}

export function newBlock<K extends BlockType>(type: K): EditorBlockState {
  return { id: newBlockId(), type, content: defaultBlockContent(type) } as EditorBlockState;
}

/** Stored content → the registry's typed content (defaults filled in); unknown types are skipped. */
export function toEditorBlocks(blocks: EditorFormValues['blocks']): EditorBlockState[] {
  const out: EditorBlockState[] = [];
  for (const block of blocks) {
    if (!isBlockType(block.type)) continue;
    const parsed = blockDefinition(block.type).schema.safeParse(block.content);
    const content = parsed.success ? parsed.data : defaultBlockContent(block.type);
    out.push({ id: block.id, type: block.type, content } as EditorBlockState);
  }
  return out;
}

export function toEditorState(form: EditorFormValues): EditorState {
  return { ...form, blocks: toEditorBlocks(form.blocks) };
}

/** What the server action receives (the same shape the shared zod schema parses). */
export function toFormInput(state: EditorState, status: EditorStatus, scheduledAt = '') {
  return {
    ...state,
    status,
    scheduledAt,
    blocks: state.blocks.map((b) => ({ id: b.id, type: b.type, content: b.content as Record<string, unknown> })),
  };
}

/** The list with the item at `index` swapped with its neighbour (up: -1, down: 1); unchanged at the ends. */
export function moveItem<T>(list: T[], index: number, direction: -1 | 1): T[] {
  const target = index + direction;
  if (target < 0 || target >= list.length) return list;
  const next = [...list];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}
