import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

// Next compiles instrumentation.ts for the edge runtime as well, with process.env.NEXT_RUNTIME
// replaced by 'edge'. Whatever that compile still reaches is checked against the edge runtime, and
// node-only code there (process.exit, the database, sockets) made `next dev` print an error block on
// almost every request. This bundles the file the same way (esbuild drops a branch whose condition
// is a constant false, as Next's compilers do) and lists what the edge copy would pull in.
const ROOT = path.resolve(import.meta.dirname, '..');

async function edgeBundle() {
  const result = await build({
    entryPoints: [path.join(ROOT, 'instrumentation.ts')],
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'neutral',
    logLevel: 'silent',
    define: { 'process.env.NEXT_RUNTIME': '"edge"' },
    alias: { '@': ROOT },
    // Anything outside the project (packages) is left as an import: the check is about our modules.
    packages: 'external',
  });
  return { inputs: Object.keys(result.metafile.inputs), text: result.outputFiles[0]!.text };
}

describe('instrumentation.ts in the edge compile', () => {
  it('reaches no module but itself', async () => {
    const { inputs } = await edgeBundle();
    expect(inputs).toEqual(['instrumentation.ts']);
  });

  it('carries no node-only call', async () => {
    const { text } = await edgeBundle();
    expect(text).not.toContain('process.exit');
  });
});
