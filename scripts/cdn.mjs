#!/usr/bin/env node
// `npm test -- --only=cdn` (or `node scripts/cdn.mjs [playwright args]`): the site behind a real
// caching proxy that honours its headers (README "Behind a CDN").
//   1. the e2e lane's build (built here only if missing), started as the Dockerfile does
//      (`node <dist>/standalone/server.mjs`) on the embedded database, with CDN_PURGE_URL and
//      CDN_PURGE_TOKEN pointing at a purge relay of this harness (scripts/lib/purge-relay.mjs)
//   2. Debian's Varnish in front of it on a loopback port (scripts/lib/varnish.mjs)
//   3. Playwright journeys in e2e-cdn/: pages warmed and served from the proxy, 404s never stored,
//      an admin edit visible through the proxy within the stated bound without purge (the relay
//      then only records the calls), and on the next request with it.
// Skipped (exit 0 with a reason) when varnishd is missing.
//   E2E_DIST_DIR  build folder (default .next-e2e)   CDN_LANE_KEEP=1  keep the work folder
import fs from 'node:fs';
import path from 'node:path';
import {
  buildApp,
  builtSiteUrl,
  CHROMIUM_HELP,
  findChromium,
  freePort,
  log,
  makeTempDataDir,
  randomSecret,
  ROOT,
  run,
  serverEnv,
} from './lib/server.mjs';
import { withStack } from './lib/stack.mjs';
import { startPurgeRelay } from './lib/purge-relay.mjs';
import { startVarnish, varnishUnavailableReason } from './lib/varnish.mjs';

async function main() {
  const skip = varnishUnavailableReason();
  if (skip) {
    log(`cdn SKIPPED: ${skip}`);
    return 0;
  }
  const chromium = findChromium();
  if (!chromium) {
    console.error(CHROMIUM_HELP);
    return 1;
  }
  const distDir = process.env.E2E_DIST_DIR || '.next-e2e';
  const started = Date.now();
  const workDir = makeTempDataDir('pkg-cdn-');
  let exitCode = 1;
  try {
    if (!fs.existsSync(path.join(ROOT, distDir, 'standalone', 'server.mjs'))) {
      await buildApp(serverEnv({ distDir, dataDir: path.join(workDir, 'build-data'), port: 3000, sessionSecret: randomSecret() }));
    } else log(`reusing the production build in ${distDir}`);

    const [appPort, proxyPort, relayPort] = [await freePort(), await freePort(), await freePort()];
    const token = randomSecret();
    let varnish;
    let relay;
    exitCode = await withStack(
      {
        dir: workDir,
        // The proxy first: the server's CDN_PURGE_URL names the relay, which passes purges to Varnish.
        prepare: async (stack) => {
          varnish = await startVarnish({ port: proxyPort, backendPort: appPort, dir: path.join(workDir, 'varnish') });
          stack.defer(() => varnish.stop());
          relay = await startPurgeRelay({ port: relayPort, token, varnishUrl: varnish.url });
          stack.defer(() => relay.stop());
          log(`varnish at ${varnish.url}, purge relay at ${relay.url}`);
        },
        servers: () => [
          {
            name: 'app',
            standalone: true,
            distDir,
            port: appPort,
            logFile: path.join(workDir, 'server.log'),
            env: serverEnv({
              distDir,
              dataDir: path.join(workDir, 'data'),
              port: appPort,
              sessionSecret: randomSecret(),
              extra: { SITE_URL: builtSiteUrl(distDir) ?? `http://127.0.0.1:${appPort}`, CDN_PURGE_URL: relay.url, CDN_PURGE_TOKEN: token },
            }),
          },
        ],
      },
      async ({ servers }) => {
        const origin = servers.app.url;
        log(`server healthy at ${origin} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
        const pwCli = path.join(ROOT, 'node_modules', '@playwright', 'test', 'cli.js');
        const result = await run(process.execPath, [pwCli, 'test', '--config', 'e2e-cdn/playwright.config.ts', ...process.argv.slice(2)], {
          env: {
            ...process.env,
            NODE_ENV: 'test',
            CHROME_PATH: chromium,
            CDN_PROXY_URL: varnish.url,
            CDN_ORIGIN_URL: origin,
            CDN_RELAY_CONTROL: relay.url.replace(/\/purge$/, '/control'),
          },
        });
        return result.code;
      },
    );
    log(`cdn lane: ${((Date.now() - started) / 1000).toFixed(0)} s`);
    if (exitCode !== 0) log(`journeys failed; logs in ${workDir} (server.log, varnish/varnishd.log)`);
  } catch (error) {
    console.error(`\n[cdn] ${error instanceof Error ? error.stack : error}`);
    exitCode = 1;
  } finally {
    if (exitCode === 0 && !process.env.CDN_LANE_KEEP) fs.rmSync(workDir, { recursive: true, force: true });
    else log(`kept ${workDir}`);
  }
  return exitCode;
}

process.exitCode = await main();
