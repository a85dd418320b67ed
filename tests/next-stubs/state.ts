// What the stand-ins below share with a test file: the session cookie of the "browser" and the
// cache tags the code under test expired. A test file imports this module and the vi.mock
// factories import the stand-ins, which read the same instance (one module graph per test file).
export const jar = { token: undefined as string | undefined };
export const revalidated: string[] = [];
