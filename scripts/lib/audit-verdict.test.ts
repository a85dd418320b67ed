import { describe, expect, it } from 'vitest';
import { auditVerdict } from './audit-verdict.mjs';

// Shapes as npm 11 prints them with --json.
const report = (counts: Record<string, number>, vulnerabilities: Record<string, unknown> = {}) =>
  JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities,
    metadata: { vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, total: 0, ...counts } },
  });

const sharpHigh = {
  sharp: {
    name: 'sharp',
    severity: 'high',
    isDirect: true,
    via: [
      {
        source: 1,
        name: 'sharp',
        title: 'sharp inherited vulnerabilities in libvips',
        url: 'https://github.com/advisories/GHSA-f88m-g3jw-g9cj',
        severity: 'high',
        range: '<0.35.0',
      },
    ],
    range: '<0.35.0',
  },
  'some-parent': { name: 'some-parent', severity: 'high', via: ['sharp'], range: '1.0.0' },
  postcss: { name: 'postcss', severity: 'moderate', via: [{ title: 'postcss thing', url: 'u' }], range: '<8' },
};

describe('npm audit verdict for CI', () => {
  it('fails on high or critical advisories and names them', () => {
    const verdict = auditVerdict({ stdout: report({ high: 2, moderate: 1, total: 3 }, sharpHigh) });
    expect(verdict.status).toBe('fail');
    expect(verdict.message).toContain('2 high');
    expect(verdict.findings).toEqual([
      'sharp <0.35.0: high: sharp inherited vulnerabilities in libvips (https://github.com/advisories/GHSA-f88m-g3jw-g9cj)',
      'some-parent 1.0.0: high: through sharp',
    ]);
    expect(auditVerdict({ stdout: report({ critical: 1, total: 1 }) }).status).toBe('fail');
  });

  it('passes with only moderate/low advisories or none', () => {
    expect(auditVerdict({ stdout: report({ moderate: 3, low: 1, total: 4 }) })).toMatchObject({ status: 'pass', findings: [] });
    expect(auditVerdict({ stdout: report({}) }).status).toBe('pass');
  });

  it('says "unreachable" when the registry refuses the audit endpoint (this machine: HTTP 405)', () => {
    const stdout = JSON.stringify({
      message: '405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk',
      method: 'POST',
      uri: 'https://registry.example/-/npm/v1/security/advisories/bulk',
      statusCode: 405,
      body: '',
      error: { summary: '', detail: '' },
    });
    const verdict = auditVerdict({ stdout, stderr: 'npm error audit endpoint returned an error\n' });
    expect(verdict.status).toBe('unreachable');
    expect(verdict.message).toMatch(/^audit service unreachable: HTTP 405/);
  });

  it('says "unreachable" on network errors and when npm did not answer in time', () => {
    const offline = JSON.stringify({ error: { code: 'ENOTFOUND', summary: 'request to https://registry.example/ failed', detail: '' } });
    expect(auditVerdict({ stdout: offline }).status).toBe('unreachable');
    expect(auditVerdict({ stdout: '', timedOut: true, seconds: 90 })).toMatchObject({
      status: 'unreachable',
      message: 'audit service unreachable: no answer within 90 s',
    });
  });

  it('fails (not "unreachable") when npm audit itself breaks, e.g. no lock file', () => {
    const noLock = JSON.stringify({ error: { code: 'ENOLOCK', summary: 'This command requires an existing lockfile.', detail: '' } });
    expect(auditVerdict({ stdout: noLock })).toMatchObject({ status: 'error', message: expect.stringContaining('ENOLOCK') });
    expect(auditVerdict({ stdout: '', stderr: '' }).status).toBe('error');
  });
});
