import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

vi.mock('next-intl/server', () => ({
  getTranslations: async (arg: string | { locale: string; namespace: string }) => {
    const { locale, namespace } = typeof arg === 'string' ? { locale: 'request', namespace: arg } : arg;
    return (key: string) => `${locale}:${namespace}.${key}`;
  },
}));

const { adminAction, guardOf } = await import('./define-action');
const { failed, succeeded } = await import('./result');
const { setFreeSpaceSourceForTests } = await import('@/lib/storage/disk-space');

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

describe("adminAction and the data folder's disk (decision 086)", () => {
  const MB = 1024 * 1024;
  const writer = (disk: 'rows' | 'files' | undefined, fail?: Error) =>
    adminAction({
      guard: 'catalogue',
      translator: async () => (key: string) => key,
      schema: z.object({ photo: z.instanceof(File).optional() }),
      invalid: (): ProbeResult => failed('fix'),
      disk,
      run: async (): Promise<ProbeResult> => {
        calls.push('run');
        if (fail) throw fail;
        return succeeded({ name: 'x', locale: undefined });
      },
    });
  const free = (bytes: number) => setFreeSpaceSourceForTests(async () => ({ freeBytes: bytes, totalBytes: 1000 * MB }));
  const full = { ok: false, formError: 'id:diskFull.body', title: 'id:diskFull.title' };
  afterEach(() => {
    setFreeSpaceSourceForTests(undefined);
    vi.restoreAllMocks();
  });

  it('an action marked `disk` is refused under the reserve after the guard and before run', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    free(10 * MB);
    expect(await writer('rows')('id', {})).toEqual(full);
    expect(calls).toEqual(['require:catalogue:id']);
    free(100 * MB);
    expect(await writer('rows')('id', {})).toMatchObject({ ok: true });
    // 'files' adds the upload's bytes: 100 MB free less a 40 MB photo is under the 64 MB reserve.
    expect(await writer('files')('id', { photo: new File([new Uint8Array(40 * MB)], 'a.jpg') })).toEqual(full);
    // Unmarked actions (deletes, reads) are never refused for the disk.
    free(0);
    expect(await writer(undefined)('id', {})).toMatchObject({ ok: true });
  });

  it('a disk-full error escaping run is the same translated answer, not a 500; other errors are thrown', async () => {
    free(1000 * MB);
    const enospc = Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
    expect(await writer(undefined, new Error('wrapped', { cause: enospc }))('id', {})).toEqual(full);
    await expect(writer('rows', new Error('boom'))('id', {})).rejects.toThrow('boom');
  });
});
