'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { MediaPageResult } from '@/lib/blog/admin/media-actions';

// The editor's media library reaches the featured image field and every image block's panel through
// this context, so the block panels keep their one shape (content in, content out). The editor
// pages wrap the editor in the provider with the action bound to their locale. With the context,
// a field also offers an upload (to the upload route: components/admin/photo-upload.ts).

export type MediaActions = {
  list: (input: { page: number }) => Promise<MediaPageResult>;
};

const MediaContext = createContext<MediaActions | null>(null);

export function MediaActionsProvider({ value, children }: { value: MediaActions; children: ReactNode }) {
  return <MediaContext.Provider value={value}>{children}</MediaContext.Provider>;
}

/** The image actions, or null outside an editor that has them (the field is then URL-only). */
export function useMediaActions(): MediaActions | null {
  return useContext(MediaContext);
}
