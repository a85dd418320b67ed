// The Node-runtime half of instrumentation.ts. It lives in its own module so the edge compile of
// instrumentation.ts never follows it: it reaches node APIs (process.exit, the database, sockets)
// that the edge runtime lacks, and Next compiled them for the edge on every dev request and logged
// an error block each time.
export async function registerNode(): Promise<void> {
  if (process.env.NEXT_PHASE === 'phase-production-build') return; // the build never opens the database
  // First, before the slow start-up work: what server.mjs does to each request around Next (the
  // request rules, the client IP from the socket, what a CDN may keep of each response).
  (await import('./lib/server-hooks')).registerServerHooks();
  if (process.env.NODE_ENV === 'production') {
    // Prerendered pages carry the build's SITE_URL (inlined as BUILD_SITE_URL by next.config.ts).
    const { startSiteUrlProblem } = await import('./lib/seo/site-url');
    const problem = startSiteUrlProblem(process.env.BUILD_SITE_URL, process.env.SITE_URL);
    if (problem) {
      // Stop, rather than stay up answering 500s (an error thrown here leaves Next half-started).
      console.error(`⨯ ${problem}`);
      process.exit(1);
    }
  }
  // The first opening of the database migrates and seeds it (embedded) and makes sure the admin
  // account exists. lib/db cannot import that work (it sits above every domain), so it is handed in
  // here; a request that asked for the database earlier waits for this.
  const { registerDatabaseStartUp } = await import('./lib/db');
  registerDatabaseStartUp((await import('./lib/start-up/bootstrap')).bootstrapDatabase);
  const { startServer } = await import('./lib/server-start');
  try {
    await startServer();
  } catch (error) {
    // Another live server holds the data folder, or its database is damaged and no backup could
    // take its place: stop with the message instead of staying up answering 500 (and taking the
    // folder over later without a backup socket or shutdown hooks).
    const { isDataFolderInUse } = await import('./lib/db/lock');
    const { isDatabaseNotRecovered } = await import('./lib/backup/recover');
    if (!isDataFolderInUse(error) && !isDatabaseNotRecovered(error)) throw error;
    console.error(`⨯ ${error.message}`);
    process.exit(1);
  }
}
