/**
 * Graceful stop for the container: `docker stop` sends SIGTERM. Next's own handler exits with 143
 * without closing the database; with NEXT_MANUAL_SIG_HANDLE set (the Dockerfile sets it) Next
 * leaves the signals to the app, which closes the database (PGlite writes out and releases its
 * folder lock; a PostgreSQL pool ends its connections) and exits 0. In a container the server is
 * PID 1, where a signal without a handler does nothing at all, so the handler is what makes
 * `docker stop` quick.
 */
type Options = { exit?: (code: number) => void; timeoutMs?: number; log?: (message: string) => void };

/** The shutdown routine (exported for its test); `installShutdown` wires it to SIGTERM and SIGINT. */
export function shutdownOn(close: () => Promise<void>, { exit = process.exit, timeoutMs = 8000, log = console.log }: Options = {}) {
  let stopping = false;
  return async (signal: string): Promise<void> => {
    if (stopping) return;
    stopping = true;
    log(`▲ ${signal}: closing the database, then exiting`);
    // A close that hangs must not keep the container alive until Docker's SIGKILL.
    const timer = setTimeout(() => exit(1), timeoutMs);
    timer.unref();
    try {
      await close();
      exit(0);
    } catch (error) {
      console.error(`⨯ closing the database failed: ${error instanceof Error ? error.message : String(error)}`);
      exit(1);
    } finally {
      clearTimeout(timer);
    }
  };
}

/** Installs the handlers when Next was told to leave the signals to the app; false otherwise. */
export function installShutdown(close: () => Promise<void>, options?: Options): boolean {
  if (!process.env.NEXT_MANUAL_SIG_HANDLE) return false;
  const stop = shutdownOn(close, options);
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void stop(signal));
  return true;
}
