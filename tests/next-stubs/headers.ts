// `vi.mock('next/headers', () => import('@/tests/next-stubs/headers'))`: the request's cookies are
// the admin session in `jar` (./state.ts); writes are dropped; no request headers.
import { jar } from './state';

export const cookies = async () => ({
  get: (name: string) => (name === 'admin_session' && jar.token ? { name, value: jar.token } : undefined),
  set: () => {},
  delete: () => {},
});
export const headers = async () => new Headers();
