import { execFileSync } from 'node:child_process';
import { expect, type Page } from '@playwright/test';
import { ADMIN } from '../e2e/accounts';
import { msg } from '../e2e/messages';
// @ts-expect-error -- plain JavaScript harness module (scripts/lib), no type declarations
import { redisServer } from '../scripts/lib/redis-server.mjs';

export const A = process.env.SCALE_A_URL!;
export const B = process.env.SCALE_B_URL!;
export const REDIS_PORT = Number(process.env.SCALE_REDIS_PORT);

export const m = (key: string, values?: Record<string, string | number>) => msg('en', key, values);

/** One plain GET (no browser): status, body and how long it took. */
export async function get(base: string, path: string): Promise<{ status: number; text: string; ms: number }> {
  const started = performance.now();
  const response = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(30_000) });
  const text = await response.text();
  return { status: response.status, text, ms: performance.now() - started };
}

export async function health(base: string): Promise<{ status: number; body: { status: string; cache: string } }> {
  const response = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(10_000) });
  return { status: response.status, body: await response.json() };
}

export async function signIn(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/email/i).fill(ADMIN.email);
  await page.locator('#login-password').fill(ADMIN.password);
  await page.locator('form button[type=submit]').click();
  await page.waitForURL((url) => url.pathname.startsWith('/admin-panel'));
}

/** Renames a product through the admin form (a server action: updateTag on this instance). */
export async function renameProduct(page: Page, id: number, name: string): Promise<void> {
  await page.goto(`/admin-panel/itemlist/${id}`);
  const field = page.getByLabel(m('adminCatalog.form.name'));
  await expect(field).not.toHaveValue('');
  await field.fill(name);
  await page.getByRole('button', { name: m('adminCatalog.edit.update') }).click();
  await expect(page.getByTestId('toast')).toContainText(m('adminCatalog.updated'), { timeout: 30_000 });
}

/** The pid of the redis-server answering on REDIS_PORT. */
function redisPid(): number {
  const info = execFileSync('redis-cli', ['-p', String(REDIS_PORT), 'info', 'server'], { encoding: 'utf8', timeout: 5000 });
  return Number(/process_id:(\d+)/.exec(info)![1]);
}

/** Freezes Redis (SIGSTOP): connections stay open but nothing answers, the worst case for clients. */
export function freezeRedis(): () => void {
  const pid = redisPid();
  process.kill(pid, 'SIGSTOP');
  return () => process.kill(pid, 'SIGCONT');
}

/** Kills Redis outright (its clients see the connection drop and reconnect later). */
export function killRedis(): void {
  process.kill(redisPid(), 'SIGKILL');
}

/** Starts a fresh (empty) redis-server on the same port; it lives until this test process exits. */
export async function restartRedis(): Promise<void> {
  await redisServer({ port: REDIS_PORT, dir: process.env.SCALE_REDIS_DIR }).start();
}

/** Keys in Redis whose name contains `text`. */
export function redisKeys(text: string): string[] {
  const out = execFileSync('redis-cli', ['-p', String(REDIS_PORT), '--scan', '--pattern', `*${text}*`], {
    encoding: 'utf8',
    timeout: 5000,
  });
  return out.split('\n').filter(Boolean);
}
