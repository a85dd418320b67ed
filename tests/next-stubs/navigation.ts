// `vi.mock('next/navigation', () => import('@/tests/next-stubs/navigation'))`: redirects, 403s and
// 404s become throws a test can expect. The guard redirects to an already-localised path
// (lib/auth/session.ts), which the message carries.
export const redirect = (href: string): never => {
  throw new Error(`NEXT_REDIRECT ${href}`);
};
export const forbidden = (): never => {
  throw new Error('NEXT_FORBIDDEN');
};
export const notFound = (): never => {
  throw new Error('NEXT_NOT_FOUND');
};
