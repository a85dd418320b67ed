import 'server-only';
import { getDb } from '@/lib/db';
import type { AuditAction } from './contract';
import { recordAudit } from './record';

// Two-factor entries, appended by the route handler after the change (lib/auth/two-factor/store.ts
// writes its own rows; on Supabase the change is Supabase's). Like the sign-in entries
// (auth-events.ts), a failure to append is logged and does not undo the change.

type TwoFactorAction = Extract<AuditAction, `auth.two_factor_${string}` | `auth.recovery_code${string}`>;

export async function recordTwoFactorEvent(
  action: TwoFactorAction,
  actor: { userId: string; email: string },
  account: { userId: string; email: string },
  detail?: Record<string, unknown>,
): Promise<void> {
  try {
    await recordAudit(await getDb(), {
      action,
      actor,
      target: { type: 'account', id: account.userId, label: account.email },
      detail: detail ?? null,
    });
  } catch (error) {
    console.error('[audit] could not record', action, error);
  }
}
