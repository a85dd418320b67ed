export type E2eAccount = { email: string; password: string; isBlogAdmin: boolean; role: 'owner' | 'catalogue' | 'blog' | 'sales' };
export const ADMIN: E2eAccount;
export const EDITOR: E2eAccount;
export const PWCHANGE: E2eAccount;
export const TWOFACTOR: E2eAccount;
export const SALES: E2eAccount;
export const CREATED_ACCOUNTS: E2eAccount[];
