import type { Alignment } from '@/lib/blog/blocks';

export const textAlign: Record<Alignment, string> = { left: 'text-left', center: 'text-center', right: 'text-right' };
/** Positions a narrower box (image, accent rule) inside the column. */
export const boxAlign: Record<Alignment, string> = { left: 'mr-auto', center: 'mx-auto', right: 'ml-auto' };
