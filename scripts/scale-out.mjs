#!/usr/bin/env node
// `npm test -- --only=scale-out` (or `node scripts/scale-out.mjs [playwright args]`): two instances
// of ONE production build share their page cache through Redis (README "Running several instances").
//   1. Debian's redis-server on a loopback port (cache only, no persistence)
//   2. a throwaway PostgreSQL, migrated and seeded with `npm run db:migrate` / `npm run db:seed`
//   3. the e2e lane's build (built here only if missing), started twice as the Dockerfile does
//      (`node <dist>/standalone/server.mjs`) on two ports, with REDIS_URL, one SESSION_SECRET and one
//      DATA_DIR (photos) marked shared with LOCAL_PHOTOS_SHARED=true
//   4. Playwright journeys in e2e-scale-out/: writes on A seen by B's next request; Redis killed
//      and restarted under them.
// Skipped (exit 0 with a reason) when redis-server or the PostgreSQL binaries are missing.
//   E2E_DIST_DIR  build folder (default .next-e2e)   SCALE_PORT  first instance's port (default free)
//   SCALE_REDIS_PORT  Redis port (default free)
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
  runTsScript,
} from './lib/server.mjs';
import { redisUnavailableReason } from './lib/redis-server.mjs';
import { withStack } from './lib/stack.mjs';
import { postgresUnavailableReason } from './pg-throwaway.mjs';

async function main() {
  const skip = redisUnavailableReason() ?? postgresUnavailableReason();
  if (skip) {
    log(`scale-out SKIPPED: ${skip}`);
    return 0;
  }
  const chromium = findChromium();
  if (!chromium) {
    console.error(CHROMIUM_HELP);
    return 1;
  }
  const distDir = process.env.E2E_DIST_DIR || '.next-e2e';
  const workDir = makeTempDataDir('pkg-scale-out-');
  let exitCode = 1;
  try {
    if (!fs.existsSync(path.join(ROOT, distDir, 'standalone', 'server.mjs'))) {
      await buildApp(serverEnv({ distDir, dataDir: path.join(workDir, 'build-data'), port: 3000, sessionSecret: randomSecret() }));
    } else log(`reusing the production build in ${distDir}`);

    const portA = Number(process.env.SCALE_PORT) || (await freePort());
    const portB = Number(process.env.SCALE_PORT) ? portA + 1 : await freePort();
    let env;
    exitCode = await withStack(
      {
        dir: workDir,
        redis: { port: Number(process.env.SCALE_REDIS_PORT) || undefined },
        postgres: true,
        prepare: async ({ redis, postgres }) => {
          log(`redis-server at ${redis.url}`);
          log(postgres.description);
          // Everything the instances must share: database, Redis, session secret, photo folder.
          env = serverEnv({
            distDir,
            dataDir: path.join(workDir, 'shared-data'),
            port: portA,
            sessionSecret: randomSecret(),
            extra: {
              DATABASE_URL: postgres.url,
              REDIS_URL: redis.url,
              LOCAL_PHOTOS_SHARED: 'true',
              SITE_URL: builtSiteUrl(distDir) ?? `http://127.0.0.1:${portA}`,
            },
          });
          // db:seed refuses NODE_ENV=production (never on real data): this database is a throwaway.
          for (const [script, nodeEnv] of [
            ['db-migrate.ts', 'production'],
            ['db-seed.ts', 'development'],
          ]) {
            const { code } = await runTsScript(script, [], { env: { ...env, NODE_ENV: nodeEnv } });
            if (code !== 0) throw new Error(`scripts/${script} failed (exit ${code})`);
          }
        },
        // A first (it creates the admin account), then B: both on the same standalone folder.
        servers: () => [
          { name: 'a', standalone: true, distDir, port: portA, env },
          { name: 'b', standalone: true, distDir, port: portB, env },
        ],
      },
      async ({ servers, redis }) => {
        log(`instances healthy at ${servers.a.url} and ${servers.b.url}`);
        const pwCli = path.join(ROOT, 'node_modules', '@playwright', 'test', 'cli.js');
        const result = await run(
          process.execPath,
          [pwCli, 'test', '--config', 'e2e-scale-out/playwright.config.ts', ...process.argv.slice(2)],
          {
            env: {
              ...process.env,
              NODE_ENV: 'test',
              CHROME_PATH: chromium,
              SCALE_A_URL: servers.a.url,
              SCALE_B_URL: servers.b.url,
              SCALE_REDIS_PORT: String(redis.port),
              SCALE_REDIS_DIR: path.join(workDir, 'redis'),
            },
          },
        );
        return result.code;
      },
    );
    if (exitCode !== 0) log(`journeys failed; logs in ${workDir} (server-a.log, server-b.log, redis/redis.log)`);
  } catch (error) {
    console.error(`\n[scale-out] ${error instanceof Error ? error.stack : error}`);
    exitCode = 1;
  } finally {
    if (exitCode === 0 && !process.env.SCALE_KEEP) fs.rmSync(workDir, { recursive: true, force: true });
    else log(`kept ${workDir}`);
  }
  return exitCode;
}

process.exitCode = await main();
