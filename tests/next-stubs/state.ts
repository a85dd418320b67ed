// What the stand-ins below share with a test file: the session cookie of the "browser" and the
// cache tags the code under test expired. A test file imports this module and the vi.mock
// factories import the stand-ins, which read the same instance (one module graph per test file).
// The session cookie is tests/request-mocks.ts's `cookieJar`, so both ways of mocking agree.
export { cookieJar as jar } from '../request-mocks';
export const revalidated: string[] = [];
