import { describe, expect, it } from 'vitest';
import { nextDevArgs } from './dev-args.mjs';

describe('nextDevArgs', () => {
  it('binds the dev server to loopback by default', () => {
    expect(nextDevArgs([], {})).toEqual(['dev', '--hostname', '127.0.0.1']);
  });

  it('uses HOST when it is set', () => {
    expect(nextDevArgs(['--port', '4000'], { HOST: '0.0.0.0' })).toEqual(['dev', '--hostname', '0.0.0.0', '--port', '4000']);
  });

  it('leaves an explicit hostname argument alone', () => {
    expect(nextDevArgs(['-H', '192.168.1.5'], { HOST: '0.0.0.0' })).toEqual(['dev', '-H', '192.168.1.5']);
    expect(nextDevArgs(['--hostname=::1'], {})).toEqual(['dev', '--hostname=::1']);
  });
});
