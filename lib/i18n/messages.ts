import type { AppLocale } from './routing';
import en from '../../messages/en.json';

export type Messages = typeof en;

const loaders: Record<AppLocale, () => Promise<Messages>> = {
  en: async () => en,
  id: async () => (await import('../../messages/id.json')).default as Messages,
  'zh-CN': async () => (await import('../../messages/zh-CN.json')).default as Messages,
};

export function loadMessages(locale: AppLocale): Promise<Messages> {
  return loaders[locale]();
}
