import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { commandOf, logicalLines, parseDockerfile, substitute } from './dockerfile.mjs';
import { dockerignore } from './image-replay.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');

describe('parseDockerfile', () => {
  const sample = [
    '# syntax=docker/dockerfile:1',
    'FROM node:24-slim AS deps',
    'WORKDIR /app',
    'RUN npm ci \\',
    '  --no-audit',
    'FROM node:24-slim AS run',
    'ARG SITE_URL',
    'ARG MODE=prod',
    'ENV A=1 B="two words" SITE_URL=${SITE_URL} M=$MODE',
    'ENV LEGACY value with spaces',
    'COPY --from=deps --chown=node:node /app/node_modules ./node_modules',
    'VOLUME /data',
    'USER node',
    'HEALTHCHECK --interval=30s --timeout=5s CMD node -e "x"',
    'CMD ["node", "server.js"]',
  ].join('\n');

  it('reads stages, ARG/ENV substitution, COPY flags, VOLUME, USER, HEALTHCHECK and exec-form CMD', () => {
    const [deps, runStage] = parseDockerfile(sample, { SITE_URL: 'https://example.test' });
    expect(deps).toMatchObject({ name: 'deps', from: 'node:24-slim' });
    expect(deps!.steps[1]).toMatchObject({ op: 'RUN', command: { exec: false } });
    expect(deps!.steps[1]!.command.argv[2]).toMatch(/^npm ci --no-audit/);
    const ops = runStage!.steps;
    expect(ops.find((s: { op: string }) => s.op === 'ENV')!.pairs).toEqual([
      ['A', '1'],
      ['B', 'two words'],
      ['SITE_URL', 'https://example.test'],
      ['M', 'prod'],
    ]);
    expect(ops.filter((s: { op: string }) => s.op === 'ENV')[1].pairs).toEqual([['LEGACY', 'value with spaces']]);
    expect(ops.find((s: { op: string }) => s.op === 'COPY')).toMatchObject({
      from: 'deps',
      chown: 'node:node',
      sources: ['/app/node_modules'],
      dest: './node_modules',
    });
    expect(ops.find((s: { op: string }) => s.op === 'VOLUME').paths).toEqual(['/data']);
    expect(ops.find((s: { op: string }) => s.op === 'HEALTHCHECK')).toMatchObject({
      options: { interval: '30s', timeout: '5s' },
      command: { argv: ['/bin/sh', '-c', 'node -e "x"'] },
    });
    expect(ops.at(-1)).toMatchObject({ op: 'CMD', command: { exec: true, argv: ['node', 'server.js'] } });
  });

  it('refuses what it cannot replay instead of skipping it', () => {
    expect(() => parseDockerfile('FROM node:24-slim\nADD https://x /y')).toThrow(/unsupported instruction ADD/);
    expect(() => parseDockerfile('WORKDIR /app')).toThrow(/before FROM/);
    expect(() => parseDockerfile('FROM node:24-slim\nHEALTHCHECK NONE')).toThrow(/without CMD/);
  });

  it('joins continuation lines and substitutes like Docker', () => {
    expect(logicalLines('RUN a \\\n  b\n\n# c\nCMD d')).toEqual([
      { line: 1, text: 'RUN a b' },
      { line: 5, text: 'CMD d' },
    ]);
    expect(substitute('${A}-$B-${C:-z}', { A: 'x', B: 'y' })).toBe('x-y-z');
    expect(commandOf('echo hi').argv).toEqual(['/bin/sh', '-c', 'echo hi']);
  });

  it("reads the project's Dockerfile: Node 24, a VOLUME for DATA_DIR, an unprivileged USER, and a CMD", () => {
    const stages = parseDockerfile(fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8'), { SITE_URL: 'https://example.test' });
    const nvmrc = fs.readFileSync(path.join(root, '.nvmrc'), 'utf8').trim();
    for (const stage of stages) expect(stage.from).toMatch(new RegExp(`^node:${nvmrc}[-.]`));
    const last = stages.at(-1)!.steps;
    const dataDir = last
      .flatMap((s: { op: string; pairs?: string[][] }) => (s.op === 'ENV' ? s.pairs! : []))
      .find(([k]: string[]) => k === 'DATA_DIR')?.[1];
    expect(last.find((s: { op: string }) => s.op === 'VOLUME').paths).toContain(dataDir);
    expect(last.find((s: { op: string }) => s.op === 'USER').value).not.toMatch(/^(root|0)$/);
    expect(last.find((s: { op: string }) => s.op === 'CMD')).toBeTruthy();
  });
});

describe('dockerignore', () => {
  it('anchors patterns at the context root and lets ! re-include', () => {
    const ignored = dockerignore('node_modules\n.next-*\n*.log\n.env.*\n!.env.example\n');
    expect(ignored('node_modules/react/index.js')).toBe(true);
    expect(ignored('lib/node_modules/x')).toBe(false);
    expect(ignored('.next-e2e/BUILD_ID')).toBe(true);
    expect(ignored('x.log')).toBe(true);
    expect(ignored('logs/x.log')).toBe(false);
    expect(ignored('.env.local')).toBe(true);
    expect(ignored('.env.example')).toBe(false);
  });
});
