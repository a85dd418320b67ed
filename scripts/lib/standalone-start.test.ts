import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { addressFromArgs, prepareStandalone } from './standalone-start.mjs';

describe('npm start: the address', () => {
  it('is 3000 on every interface unless PORT / HOSTNAME say otherwise', () => {
    expect(addressFromArgs([], {})).toEqual({ PORT: '3000', HOSTNAME: '0.0.0.0' });
    expect(addressFromArgs([], { PORT: '8080', HOSTNAME: '127.0.0.1' })).toEqual({ PORT: '8080', HOSTNAME: '127.0.0.1' });
  });

  it("takes next start's flags, which win over the environment", () => {
    expect(addressFromArgs(['-p', '4000', '-H', '127.0.0.1'], { PORT: '8080' })).toEqual({ PORT: '4000', HOSTNAME: '127.0.0.1' });
    expect(addressFromArgs(['--port=4001', '--hostname=::1'], {})).toEqual({ PORT: '4001', HOSTNAME: '::1' });
  });

  it('refuses an option it does not know rather than ignoring it', () => {
    expect(() => addressFromArgs(['--turbo'], {})).toThrow(/unknown option --turbo/);
  });
});

describe('npm start: the standalone folder', () => {
  let root = '';
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('gets public/ and the static files next to server.mjs', () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'start-'));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), text);
    };
    write('.next/standalone/server.mjs', '');
    write('public/logo.png', 'png');
    write('.next/static/chunks/a.js', 'js');
    const dir = prepareStandalone(root, '.next');
    expect(dir).toBe(path.join(root, '.next', 'standalone'));
    expect(fs.readFileSync(path.join(dir, 'public', 'logo.png'), 'utf8')).toBe('png');
    expect(fs.readFileSync(path.join(dir, '.next', 'static', 'chunks', 'a.js'), 'utf8')).toBe('js');
  });

  it('says to build first when there is no standalone server', () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'start-'));
    expect(() => prepareStandalone(root, '.next')).toThrow('run `npm run build` first');
  });
});
