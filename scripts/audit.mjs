#!/usr/bin/env node
// `node scripts/audit.mjs` (a step of .ci/run): `npm audit --omit=dev`, bounded in time.
//   exit 1: high/critical advisories in production dependencies, or npm audit itself broke
//   exit 0: none, or the audit service could not be reached (printed loudly as such, never silent)
//   AUDIT_TIMEOUT=90   seconds before npm audit is killed and the service counted as unreachable
import { spawn } from 'node:child_process';
import { auditVerdict } from './lib/audit-verdict.mjs';
import { ROOT } from './lib/server.mjs';

const TIMEOUT_S = Number(process.env.AUDIT_TIMEOUT) || 90;

function runAudit() {
  return new Promise((resolve) => {
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    // One retry with a short fetch timeout: an unreachable registry must not stall CI for minutes.
    const args = ['audit', '--omit=dev', '--json', '--fetch-timeout=20000', '--fetch-retries=1'];
    const child = spawn(npm, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => {
      timedOut = true;
      try {
        process.kill(-child.pid, 'SIGKILL'); // npm and anything it started
      } catch {
        // already gone
      }
    }, TIMEOUT_S * 1000);
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve({ stdout, stderr: `${stderr}\n${error.message}`, timedOut });
    });
    child.on('close', () => {
      clearTimeout(timer);
      resolve({ stdout, stderr, timedOut });
    });
  });
}

const output = await runAudit();
const verdict = auditVerdict({ ...output, seconds: TIMEOUT_S });
const colour = { pass: '32', fail: '31', error: '31', unreachable: '33' }[verdict.status];
console.log(`\x1b[${colour}m[audit] ${verdict.status.toUpperCase()}: ${verdict.message}\x1b[0m`);
for (const finding of verdict.findings) console.log(`  - ${finding}`);
if (verdict.status === 'unreachable') {
  console.log(
    '[audit] Production dependencies were NOT checked by npm on this run. The last manual check against\n' +
      '        published advisories is the dated list in docs/dependency-advisories.md.',
  );
}
process.exitCode = verdict.status === 'pass' || verdict.status === 'unreachable' ? 0 : 1;
