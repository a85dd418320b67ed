// `vi.mock('next-intl/server', () => import('@/tests/next-stubs/intl-server'))`: English messages
// looked up by namespace (dotted or not) and key, `{name}` values filled in, the locale 'en'.
import en from '@/messages/en.json';

const messages = en as unknown as Record<string, unknown>;

const translator = (namespace: string) => (key: string, values?: Record<string, unknown>) => {
  let node: unknown = messages;
  for (const part of [...namespace.split('.'), ...key.split('.')]) node = (node as Record<string, unknown> | undefined)?.[part];
  return String(node ?? `${namespace}.${key}`).replace(/\{(\w+)\}/g, (_, k: string) => String(values?.[k] ?? ''));
};

export const getTranslations = async (arg: string | { namespace: string }) => translator(typeof arg === 'string' ? arg : arg.namespace);
export const getLocale = async () => 'en';
