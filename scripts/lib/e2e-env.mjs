// The environment of an e2e run, prepared once by playwright.config.ts. The config is read by the
// runner and again by every worker, so the runner picks the ports and leaves them, with the server's
// settings, in process.env, which the workers and the web server (scripts/e2e-server.mjs) inherit;
// the specs read SMTP_URL, E2E_MAILBOX_PORT, SITE_URL, E2E_BLOG_IMAGE_PORT and NEXT_DIST_DIR from it.
import os from 'node:os';
import path from 'node:path';
import { dropAppEnv } from './app-env.mjs';
import { builtSiteUrl, randomSecret, serverEnv } from './server.mjs';
import { freePortSync } from './stack.mjs';

/**
 * Returns whether this run starts its own server: yes unless you set E2E_BASE_URL to a server you
 * started. On the first call of a run it fills process.env.
 */
export function prepareE2eEnv() {
  if (process.env.E2E_HARNESS_PORTS === '1') return true;
  if (process.env.E2E_BASE_URL) return false;
  dropAppEnv(process.env); // the lane tests its own configuration, not one exported in your shell
  const distDir = process.env.E2E_DIST_DIR || '.next-e2e';
  // The port the build was made for when it is free: pages then link to the server that serves them
  // (blog-rich-text opens links to SITE_URL's origin in the same tab).
  const builtPort = /^http:\/\/127\.0\.0\.1:(\d+)$/.exec(builtSiteUrl(distDir) ?? '')?.[1];
  const port = Number(process.env.E2E_PORT) || freePortSync(Number(builtPort ?? 0));
  const blogImagePort = freePortSync();
  const mailboxPort = freePortSync();
  // As the specs saw it when the harness ran them: hardening.spec.ts starts `next build` and
  // `next start` with this environment.
  const env = serverEnv({
    distDir,
    dataDir: path.join(os.tmpdir(), `pkg-e2e-runner-${process.pid}`), // the server makes its own
    port,
    sessionSecret: randomSecret(),
    extra: {
      SMTP_URL: `smtp://127.0.0.1:${freePortSync()}`,
      SALES_EMAIL: 'sales@example.com',
      BLOG_IMAGE_HOSTS: `127.0.0.1:${blogImagePort}`,
    },
  });
  Object.assign(process.env, env, {
    NODE_ENV: 'test',
    E2E_HARNESS_PORTS: '1',
    E2E_DIST_DIR: distDir,
    E2E_PORT: String(port),
    E2E_BASE_URL: `http://127.0.0.1:${port}`,
    E2E_BLOG_IMAGE_PORT: String(blogImagePort),
    E2E_MAILBOX_PORT: String(mailboxPort),
  });
  return true;
}
