import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { ActionResult } from './result';

type ProbeResult = ActionResult<{ name: string; locale: string | undefined }, 'name'>;

const calls = vi.hoisted(() => [] as string[]);
const refuse = vi.hoisted(() => ({ admin: false, blogAdmin: false }));
vi.mock('@/lib/auth/session', () => ({
  requireAdmin: async (locale?: string) => {
    calls.push(`requireAdmin:${locale}`);
    if (refuse.admin) throw new Error('NEXT_REDIRECT /login');
    return { userId: 'u', email: 'a@example.com', isBlogAdmin: false };
  },
  requireBlogAdmin: async (locale?: string) => {
    calls.push(`requireBlogAdmin:${locale}`);
    if (refuse.blogAdmin) throw new Error('NEXT_FORBIDDEN');
    return { userId: 'u', email: 'a@example.com', isBlogAdmin: true };
  },
}));

const { adminAction, guardOf } = await import('./define-action');
const { failed, succeeded } = await import('./result');

function probe(guard: 'admin' | 'blogAdmin') {
  return adminAction({
    guard,
    translator: async (locale) => {
      calls.push(`translator:${locale}`);
      return (key: string) => `${locale ?? 'request'}:${key}`;
    },
    read: (_prev: null, form: FormData) => {
      calls.push('read');
      return { name: form.get('name') };
    },
    schema: z.object({ name: z.string().min(1, 'nameRequired') }),
    invalid: (error, t): ProbeResult => failed(t('fix'), { fieldErrors: { name: t(error.issues[0]!.message) } }),
    run: async ({ name }, { t, locale }): Promise<ProbeResult> => {
      calls.push('run');
      return succeeded({ name, locale }, { message: t('saved') });
    },
  });
}

const form = (name?: string) => {
  const f = new FormData();
  if (name !== undefined) f.set('name', name);
  return f;
};

beforeEach(() => {
  calls.length = 0;
  refuse.admin = false;
  refuse.blogAdmin = false;
});

describe('adminAction', () => {
  it('marks the action with its guard; a plain function has none', () => {
    expect(guardOf(probe('admin'))).toBe('admin');
    expect(guardOf(probe('blogAdmin'))).toBe('blogAdmin');
    expect(guardOf(async () => ({ ok: true }))).toBeUndefined();
    expect(guardOf(probe('admin').bind(null, 'en'))).toBeUndefined(); // the page binds; the module exports the marked one
  });

  it('runs the guard with the bound locale first, then translates, parses and runs', async () => {
    expect(await probe('admin')('id', null, form('Box'))).toEqual({ ok: true, data: { name: 'Box', locale: 'id' }, message: 'id:saved' });
    expect(calls).toEqual(['requireAdmin:id', 'translator:id', 'read', 'run']);
  });

  it('an unknown locale is not trusted: the guard and the translations use the request locale', async () => {
    await probe('blogAdmin')('xx', null, form('Box'));
    expect(calls).toEqual(['requireBlogAdmin:undefined', 'translator:undefined', 'read', 'run']);
  });

  it('a refused guard stops before the input is read or anything runs', async () => {
    refuse.admin = true;
    await expect(probe('admin')('en', null, form('Box'))).rejects.toThrow('NEXT_REDIRECT /login');
    refuse.blogAdmin = true;
    await expect(probe('blogAdmin')('en', null, form('Box'))).rejects.toThrow('NEXT_FORBIDDEN');
    expect(calls).toEqual(['requireAdmin:en', 'requireBlogAdmin:en']);
  });

  it('a failed parse is the translated failure and run is never called', async () => {
    expect(await probe('admin')('en', null, form(''))).toEqual({
      ok: false,
      formError: 'en:fix',
      fieldErrors: { name: 'en:nameRequired' },
    });
    expect(calls).not.toContain('run');
  });
});
