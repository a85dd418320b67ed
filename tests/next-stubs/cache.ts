// `vi.mock('next/cache', () => import('@/tests/next-stubs/cache'))`: the tags a write expires are
// collected in `revalidated` (./state.ts) instead of reaching Next's cache, which tests do not run.
import { revalidated } from './state';

export const updateTag = (tag: string) => void revalidated.push(tag);
export const revalidateTag = (tag: string) => void revalidated.push(tag);
export const revalidatePath = () => {};
