// Runs once when a server starts. In the Node runtime it opens (and on first start migrates and
// seeds) the embedded database, so the first visitor does not wait and the sign-in is printed.
// Next compiles this file for the edge runtime too, replacing NEXT_RUNTIME with 'edge' there: only
// an import written inside an `if (… === 'nodejs')` block is dropped from that compile (an early
// `return` is not enough), so everything node-only sits behind this one import.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    await (await import('./instrumentation-node')).registerNode();
  }
}
