// The parts of `npm start` (scripts/start.mjs) worth a test: the address from `next start`'s flags
// and the standalone folder made servable (public/ and the static files next to server.mjs).
import fs from 'node:fs';
import path from 'node:path';

/** `-p/--port N` and `-H/--hostname H` (the flags `next start` took) into PORT and HOSTNAME. */
export function addressFromArgs(args, env) {
  const out = {};
  for (let i = 0; i < args.length; i += 1) {
    const [flag, inline] = args[i].split('=', 2);
    const value = inline ?? args[i + 1];
    if (flag === '-p' || flag === '--port') out.PORT = value;
    else if (flag === '-H' || flag === '--hostname') out.HOSTNAME = value;
    else throw new Error(`npm start: unknown option ${args[i]} (use -p PORT, -H HOSTNAME)`);
    if (inline === undefined) i += 1;
  }
  return { PORT: out.PORT ?? env.PORT ?? '3000', HOSTNAME: out.HOSTNAME ?? env.HOSTNAME ?? '0.0.0.0' };
}

/** Copies public/ and `<distDir>/static` into the standalone folder; returns its path. */
export function prepareStandalone(root, distDir) {
  const dir = path.join(root, distDir, 'standalone');
  if (!fs.existsSync(path.join(dir, 'server.mjs'))) {
    throw new Error(`npm start: ${path.join(distDir, 'standalone', 'server.mjs')} is missing: run \`npm run build\` first`);
  }
  // A new build replaces the whole standalone folder, so these copies are never older than it.
  fs.cpSync(path.join(root, 'public'), path.join(dir, 'public'), { recursive: true });
  fs.cpSync(path.join(root, distDir, 'static'), path.join(dir, distDir, 'static'), { recursive: true });
  return dir;
}
