// `vi.mock('next/headers', () => import('@/tests/next-stubs/headers'))`: the request's cookies are
// the admin session in `jar` (./state.ts, the same object as tests/request-mocks.ts's `cookieJar`);
// writes are dropped; no request headers.
import { nextHeadersModule } from '../request-mocks';

export const { cookies, headers } = nextHeadersModule();
