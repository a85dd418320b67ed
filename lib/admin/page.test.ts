import fs from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import idMessages from '@/messages/id.json';
import zhMessages from '@/messages/zh-CN.json';
import type { Messages } from '../i18n/messages';
import { ADMIN_CLIENT_NAMESPACES, adminClientMessages, adminPage, adminTitle } from './page';

const mocks = vi.hoisted(() => ({
  setRequestLocale: vi.fn(),
  getTranslations: vi.fn(),
  requireAdmin: vi.fn(),
  requireCapability: vi.fn(),
}));
vi.mock('next-intl/server', () => ({ setRequestLocale: mocks.setRequestLocale, getTranslations: mocks.getTranslations }));
vi.mock('next/navigation', () => ({
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
}));
vi.mock('../auth/session', () => ({ requireAdmin: mocks.requireAdmin, requireCapability: mocks.requireCapability }));

const session = { userId: 'u1', email: 'owner@example.com', role: 'owner', isBlogAdmin: true };

beforeEach(() => {
  vi.clearAllMocks();
  mocks.requireAdmin.mockResolvedValue(session);
  mocks.requireCapability.mockResolvedValue(session);
  mocks.getTranslations.mockResolvedValue((key: string) => `t:${key}`);
});

describe('adminPage', () => {
  it('sets the locale, then requires the capability, and hands back the params with the session', async () => {
    const page = await adminPage(Promise.resolve({ locale: 'id', id: '7' }), 'team');
    expect(page).toEqual({ locale: 'id', id: '7', session });
    expect(mocks.setRequestLocale).toHaveBeenCalledWith('id');
    expect(mocks.requireCapability).toHaveBeenCalledWith('team', 'id');
    expect(mocks.requireAdmin).not.toHaveBeenCalled();
    // The request's locale is set before the guard, which may redirect to the localised /login.
    expect(mocks.setRequestLocale.mock.invocationCallOrder[0]).toBeLessThan(mocks.requireCapability.mock.invocationCallOrder[0]!);
  });

  it('without a capability asks for any administrator', async () => {
    await expect(adminPage(Promise.resolve({ locale: 'zh-CN' }))).resolves.toEqual({ locale: 'zh-CN', session });
    expect(mocks.requireAdmin).toHaveBeenCalledWith('zh-CN');
    expect(mocks.requireCapability).not.toHaveBeenCalled();
  });

  it('answers 404 for an unknown locale before any session check', async () => {
    await expect(adminPage(Promise.resolve({ locale: 'fr' }), 'sales')).rejects.toThrow('NEXT_NOT_FOUND');
    expect(mocks.setRequestLocale).not.toHaveBeenCalled();
    expect(mocks.requireAdmin).not.toHaveBeenCalled();
    expect(mocks.requireCapability).not.toHaveBeenCalled();
  });
});

describe('adminTitle', () => {
  it("reads the namespace's title in the page's locale, or the key named", async () => {
    await expect(adminTitle(Promise.resolve({ locale: 'id' }), 'adminTeam')).resolves.toEqual({ title: 't:title' });
    expect(mocks.getTranslations).toHaveBeenCalledWith({ locale: 'id', namespace: 'adminTeam' });
    await expect(adminTitle(Promise.resolve({ locale: 'en' }), 'editor', 'createTitle')).resolves.toEqual({ title: 't:createTitle' });
  });

  it('gives no metadata for an unknown locale', async () => {
    await expect(adminTitle(Promise.resolve({ locale: 'fr' }), 'adminTeam')).resolves.toEqual({});
    expect(mocks.getTranslations).not.toHaveBeenCalled();
  });
});

describe('ADMIN_CLIENT_NAMESPACES', () => {
  it('adminClientMessages passes those namespaces whole and nothing else', () => {
    const picked = adminClientMessages(en);
    expect(Object.keys(picked).sort()).toEqual([...ADMIN_CLIENT_NAMESPACES].sort());
    for (const ns of ADMIN_CLIENT_NAMESPACES) expect(picked[ns]).toBe(en[ns]);
  });

  it('names namespaces every language has', () => {
    for (const messages of [en, idMessages, zhMessages] as Messages[]) {
      for (const ns of ADMIN_CLIENT_NAMESPACES) expect(messages[ns], ns).toBeTypeOf('object');
    }
  });

  // The admin's client components and what they render in the browser (Settings' password form,
  // the public article in the blog editor's Preview): each useTranslations namespace is mounted.
  it('holds every namespace a client component reads, and none that no component reads', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const files = fs.globSync('components/{admin,auth,blog}/**/*.{ts,tsx}', { cwd: root }).filter((file) => !/\.test\.tsx?$/.test(file));
    const read = new Map<string, string>();
    for (const file of files) {
      for (const [, ns] of fs.readFileSync(path.join(root, file), 'utf8').matchAll(/\buseTranslations\(\s*(?:'([^']*)')?/g)) {
        // No namespace: the component reads every message, which the admin does not mount.
        expect(ns, `${file}: useTranslations() without a namespace`).toBeDefined();
        read.set(ns!.split('.')[0]!, file);
      }
    }
    expect(read.size).toBeGreaterThan(5);
    const mounted = new Set<string>(ADMIN_CLIENT_NAMESPACES);
    for (const [ns, file] of read) expect(mounted.has(ns), `${file} reads '${ns}', missing from ADMIN_CLIENT_NAMESPACES`).toBe(true);
    for (const ns of ADMIN_CLIENT_NAMESPACES) expect(read.has(ns), `'${ns}' is mounted but no component reads it`).toBe(true);
  });
});
