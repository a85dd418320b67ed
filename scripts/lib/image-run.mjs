// Runs the replayed image's CMD the way `docker run` would: as the image's USER (a local unprivileged
// account), with only the image's ENV plus the `-e` values given, in a PID namespace where the server
// is PID 1 (so SIGTERM does nothing unless the server handles it, as in a container), with the app
// folder mounted read-only and only the VOLUME folders writable.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { localUser } from './image-replay.mjs';

const inside = (rootfs, containerPath) => path.join(rootfs, path.posix.resolve('/', containerPath));

/** The image's ENV with container paths (WORKDIR, VOLUMEs) turned into their replay folders. */
export function mappedEnv(image, extra) {
  const roots = [image.workdir, ...image.volumes].filter((p) => p !== '/');
  const map = (value) => (roots.some((r) => value === r || value.startsWith(`${r}/`)) ? inside(image.rootfs, value) : value);
  return Object.fromEntries(Object.entries({ ...image.env, ...extra }).map(([k, v]) => [k, map(v)]));
}

/** Puts the Node binary where the base image has it (/usr/local/bin), readable by the image's user. */
function provideNode(rootfs) {
  const bin = inside(rootfs, '/usr/local/bin');
  fs.mkdirSync(bin, { recursive: true });
  const target = path.join(bin, 'node');
  if (!fs.existsSync(target)) fs.copyFileSync(process.execPath, target);
  fs.chmodSync(target, 0o755);
  return bin;
}

export function prepareImage(image) {
  if (process.getuid?.() !== 0) throw new Error('the image lane runs as root: it switches to the image USER and mounts the app read-only');
  if (!image.cmd) throw new Error('the Dockerfile has no CMD');
  const user = localUser(image.user);
  if (user.uid === 0) throw new Error(`the image runs as root (USER ${image.user ?? 'missing'}): it must name an unprivileged user`);
  // Every folder above the replay root must be traversable by that user, as / is in a container.
  for (let dir = image.rootfs; dir !== path.dirname(dir); dir = path.dirname(dir)) fs.chmodSync(dir, fs.statSync(dir).mode | 0o111);
  for (const volume of image.volumes) fs.mkdirSync(inside(image.rootfs, volume), { recursive: true });
  return { user, binDir: provideNode(image.rootfs), appDir: inside(image.rootfs, image.workdir) };
}

export function startImage(image, prepared, { env: extraEnv, logFile }) {
  const env = { PATH: `${prepared.binDir}:/usr/local/bin:/usr/bin:/bin`, HOME: '/nonexistent', ...mappedEnv(image, extraEnv) };
  const out = fs.openSync(logFile, 'a');
  // A container's /tmp is its own: the image's cache folder (NEXT_CACHE_DIR, under /tmp) gets a
  // private tmpfs in this mount namespace instead of the host's folder.
  const cacheDir = image.env.NEXT_CACHE_DIR;
  if (cacheDir) fs.mkdirSync(cacheDir, { recursive: true });
  const tmpfs = cacheDir ? `mount -t tmpfs -o mode=1777 tmpfs '${cacheDir.replace(/'/g, '')}' && ` : '';
  const script = `${tmpfs}mount --bind "$0" "$0" && mount -o remount,bind,ro "$0" && uid=$1 gid=$2 && shift 2 && exec setpriv --reuid="$uid" --regid="$gid" --clear-groups -- "$@"`;
  const child = spawn(
    'unshare',
    [
      '--mount',
      '--pid',
      '--fork',
      '--kill-child',
      'sh',
      '-c',
      script,
      prepared.appDir,
      String(prepared.user.uid),
      String(prepared.user.gid),
      ...image.cmd.argv,
    ],
    {
      cwd: prepared.appDir,
      env,
      stdio: ['ignore', out, out],
    },
  );
  let exit = null;
  const exited = new Promise((resolve) =>
    child.on('exit', (code, signal) => {
      exit = { code, signal };
      resolve(exit);
    }),
  );
  /** Host pid of the namespace's PID 1 (the CMD, once sh has exec'd into it). */
  const serverPid = () => {
    try {
      return Number(fs.readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').trim().split(/\s+/)[0]) || null;
    } catch {
      return null;
    }
  };
  return {
    env,
    hasExited: () => exit !== null,
    /** SIGTERM to the server as `docker stop` sends it; resolves { code, signal, seconds } or null after `graceMs`. */
    async stop(graceMs = 10_000) {
      const pid = serverPid();
      const started = Date.now();
      if (pid) process.kill(pid, 'SIGTERM');
      const result = await Promise.race([exited, new Promise((r) => setTimeout(() => r(null), graceMs))]);
      if (!result) child.kill('SIGKILL'); // unshare --fork passes it on: the namespace's processes go too
      return result ? { ...result, seconds: (Date.now() - started) / 1000 } : null;
    },
    kill: () => exit === null && child.kill('SIGKILL'),
  };
}

/** The image's HEALTHCHECK command, run like Docker does (same user, env and folder); its exit code. */
export function runHealthcheck(image, prepared, env) {
  if (!image.healthcheck) return { code: null, output: 'no HEALTHCHECK in the Dockerfile' };
  const seconds = Number.parseInt(image.healthcheck.options.timeout ?? '30', 10) || 30;
  const [cmd, ...args] = image.healthcheck.command.argv;
  const r = spawnSync('setpriv', [`--reuid=${prepared.user.uid}`, `--regid=${prepared.user.gid}`, '--clear-groups', '--', cmd, ...args], {
    cwd: prepared.appDir,
    env,
    encoding: 'utf8',
    timeout: seconds * 1000,
  });
  return { code: r.status, output: `${r.stdout ?? ''}${r.stderr ?? ''}` };
}
