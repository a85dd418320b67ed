import type { BlockContentMap, BlockType } from '@/lib/blog/blocks';

/** Every block type's editor panel: its own typed content in, a changed copy out. */
export type PanelProps<K extends BlockType> = {
  /** Prefix for the ids of the panel's fields (unique per block). */
  idPrefix: string;
  content: BlockContentMap[K];
  onChange: (content: BlockContentMap[K]) => void;
};
