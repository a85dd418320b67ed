// How `.ci/run` reads `npm audit --omit=dev --json`: fail on high/critical advisories in production
// dependencies, say plainly when the audit service could not be asked (no silent pass), and fail on
// anything else that went wrong (a broken lock file must not look like "unreachable").

const NETWORK_CODES = new Set([
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ESOCKETTIMEDOUT',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'ECONNABORTED',
  'EPIPE',
  'ERR_SOCKET_TIMEOUT',
  'FETCH_ERROR',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'SELF_SIGNED_CERT_IN_CHAIN',
]);

function parse(text) {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The high/critical advisories of an audit report: one line per package, with titles and links. */
export function severeFindings(report) {
  const findings = [];
  for (const [name, vuln] of Object.entries(report.vulnerabilities ?? {})) {
    if (vuln.severity !== 'high' && vuln.severity !== 'critical') continue;
    const advisories = (vuln.via ?? [])
      .filter((v) => typeof v === 'object' && v)
      .map((v) => `${v.title ?? 'advisory'}${v.url ? ` (${v.url})` : ''}`);
    const via = advisories.length ? advisories.join('; ') : `through ${(vuln.via ?? []).join(', ')}`;
    findings.push(`${name} ${vuln.range ?? ''}: ${vuln.severity}: ${via}`.replace(/\s+:/, ':'));
  }
  return findings;
}

/**
 * { status: 'pass' | 'fail' | 'unreachable' | 'error', message, findings }
 *   stdout/stderr: what npm printed; timedOut: we killed it after the time limit.
 */
export function auditVerdict({ stdout = '', stderr = '', timedOut = false, seconds = 0 }) {
  if (timedOut) {
    return { status: 'unreachable', message: `audit service unreachable: no answer within ${seconds} s`, findings: [] };
  }
  const report = parse(stdout);
  const counts = report?.metadata?.vulnerabilities;
  if (counts && typeof counts === 'object') {
    const findings = severeFindings(report);
    const severe = (counts.high ?? 0) + (counts.critical ?? 0);
    const summary = ['critical', 'high', 'moderate', 'low', 'info'].map((s) => `${counts[s] ?? 0} ${s}`).join(', ');
    return severe > 0
      ? { status: 'fail', message: `production dependencies: ${summary}`, findings }
      : { status: 'pass', message: `production dependencies: ${summary}`, findings: [] };
  }
  const code = report?.error?.code ?? report?.code;
  const httpStatus = report?.statusCode;
  const summary = report?.message ?? report?.error?.summary ?? stderr.trim().split('\n').pop() ?? '';
  if (httpStatus) {
    return {
      status: 'unreachable',
      message: `audit service unreachable: HTTP ${httpStatus} from ${report.uri ?? 'the registry'}`,
      findings: [],
    };
  }
  if (
    (code && NETWORK_CODES.has(code)) ||
    /audit endpoint returned an error|request to \S+ failed|network/i.test(`${summary}\n${stderr}`)
  ) {
    return { status: 'unreachable', message: `audit service unreachable: ${code ? `${code}: ` : ''}${summary}`.trim(), findings: [] };
  }
  return { status: 'error', message: `npm audit failed${code ? ` (${code})` : ''}: ${summary || 'no output'}`, findings: [] };
}
