import type { Role } from './roles';

/** The sign-in backend seen by the rest of the app: local accounts (embedded) or Supabase Auth. */
export type AuthUser = {
  userId: string;
  email: string;
  /** false: a verified account that is NOT an administrator (Supabase without app_metadata.role 'admin').
   *  Omitted by adapters whose every account is an administrator (embedded admin_users). */
  isAdmin?: boolean;
  /** The adapter's own session id (embedded: the admin_sessions row), for the two-factor steps. */
  sessionId?: string;
  /** Two-factor sign-in: whether the account has a factor and this session passed it. Omitted by an
   *  adapter without two-factor support (its sessions are never held at the second step). */
  secondFactor?: SecondFactorState;
  /** The administrator's role (lib/auth/roles.ts): admin_users.role, or Supabase app_metadata.role. */
  role?: Role;
};

export type SecondFactorState = { enrolled: boolean; passed: boolean };

export type SignInResult =
  { ok: true; user: AuthUser } | { ok: false; reason: 'invalid' } | { ok: false; reason: 'error'; message: string };

export type ChangePasswordResult =
  { ok: true } | { ok: false; reason: 'current-incorrect' } | { ok: false; reason: 'error'; message: string };

/** Cookie settings the adapters need from the request (Secure is off only for plain-http loopback). */
export type CookieContext = { secure: boolean };

export interface AuthPort {
  /** Checks the credentials and, on success, starts a session (sets its cookies). */
  signIn(email: string, password: string, cookie: CookieContext): Promise<SignInResult>;
  /** Ends the current session and clears its cookies. */
  signOut(): Promise<void>;
  /** The verified user of this request, or null. */
  currentUser(): Promise<AuthUser | null>;
  /** Verifies the current password, sets the new one and ends the account's other sessions. */
  changePassword(user: AuthUser, currentPassword: string, newPassword: string, cookie: CookieContext): Promise<ChangePasswordResult>;
}
