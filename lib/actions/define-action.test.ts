import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { ActionResult } from './result';

type ProbeResult = ActionResult<{ name: string; locale: string | undefined }, 'name'>;

const calls = vi.hoisted(() => [] as string[]);
const refuse = vi.hoisted(() => ({ signedOut: false, role: false }));
vi.mock('@/lib/auth/session', () => ({
  requireCapability: async (capability: string, locale?: string) => {
    calls.push(`require:${capability}:${locale}`);
    if (refuse.signedOut) throw new Error('NEXT_REDIRECT /login');
    if (refuse.role) throw new Error('NEXT_FORBIDDEN');
    return { userId: 'u', email: 'a@example.com', role: 'owner', isBlogAdmin: true };
  },
}));

const { adminAction, guardOf } = await import('./define-action');
const { failed, succeeded } = await import('./result');

function probe(guard: 'catalogue' | 'blog' | 'sales' | 'team') {
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
  refuse.signedOut = false;
  refuse.role = false;
});

describe('adminAction', () => {
  it('marks the action with its guard; a plain function has none', () => {
    expect(guardOf(probe('catalogue'))).toBe('catalogue');
    expect(guardOf(probe('blog'))).toBe('blog');
    expect(guardOf(probe('team'))).toBe('team');
    expect(guardOf(async () => ({ ok: true }))).toBeUndefined();
    expect(guardOf(probe('sales').bind(null, 'en'))).toBeUndefined(); // the page binds; the module exports the marked one
  });

  it('runs the guard with the bound locale first, then translates, parses and runs', async () => {
    expect(await probe('sales')('id', null, form('Box'))).toEqual({ ok: true, data: { name: 'Box', locale: 'id' }, message: 'id:saved' });
    expect(calls).toEqual(['require:sales:id', 'translator:id', 'read', 'run']);
  });

  it('an unknown locale is not trusted: the guard and the translations use the request locale', async () => {
    await probe('blog')('xx', null, form('Box'));
    expect(calls).toEqual(['require:blog:undefined', 'translator:undefined', 'read', 'run']);
  });

  it('a refused guard stops before the input is read or anything runs', async () => {
    refuse.signedOut = true;
    await expect(probe('catalogue')('en', null, form('Box'))).rejects.toThrow('NEXT_REDIRECT /login');
    refuse.signedOut = false;
    refuse.role = true;
    await expect(probe('team')('en', null, form('Box'))).rejects.toThrow('NEXT_FORBIDDEN');
    expect(calls).toEqual(['require:catalogue:en', 'require:team:en']);
  });

  it('a failed parse is the translated failure and run is never called', async () => {
    expect(await probe('catalogue')('en', null, form(''))).toEqual({
      ok: false,
      formError: 'en:fix',
      fieldErrors: { name: 'en:nameRequired' },
    });
    expect(calls).not.toContain('run');
  });
});
