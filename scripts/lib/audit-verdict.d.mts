// Types of audit-verdict.mjs for its TypeScript unit test (scripts/audit.mjs runs under plain Node).
export type AuditVerdict = { status: 'pass' | 'fail' | 'unreachable' | 'error'; message: string; findings: string[] };
export function severeFindings(report: unknown): string[];
export function auditVerdict(input: { stdout?: string; stderr?: string; timedOut?: boolean; seconds?: number }): AuditVerdict;
