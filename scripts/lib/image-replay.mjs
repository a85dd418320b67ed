// Replays the stages scripts/lib/dockerfile.mjs read, without a Docker daemon: each stage gets its
// own folder standing for its file system (<tmp>/<stage>/…), COPY follows Docker's rules (build
// context filtered by .dockerignore, --from another stage, --chown), RUN runs in the stage's
// WORKDIR with its ARG/ENV. The last stage is returned ready to run (see startImage).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** .dockerignore patterns → a predicate on context-relative paths (anchored at the root, `!` re-includes). */
export function dockerignore(text) {
  const rules = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => {
      const negate = l.startsWith('!');
      const pattern = path.posix.normalize((negate ? l.slice(1) : l).replace(/^\/+/, ''));
      const source = pattern
        .split('/')
        .map((part) =>
          part === '**'
            ? '.*'
            : part
                .replace(/[.+^${}()|[\]\\]/g, '\\$&')
                .replace(/\*/g, '[^/]*')
                .replace(/\?/g, '[^/]'),
        )
        .join('/');
      // A matched folder excludes everything below it.
      return { negate, re: new RegExp(`^${source}(/.*)?$`) };
    });
  const ignored = (rel) => rules.reduce((out, rule) => (rule.re.test(rel) ? !rule.negate : out), false);
  // Whether a `!` pattern could re-include something below folder `rel` (else it need not be walked).
  ignored.mayReinclude = (rel) =>
    rules.some((r) => r.negate && r.re.source.slice(1).startsWith(rel.replace(/[.+^${}()|[\]\\]/g, '\\$&') + '/'));
  return ignored;
}

/** Files and folders of the build context that `docker build` would send. */
export function contextEntries(contextDir) {
  const ignorePath = path.join(contextDir, '.dockerignore');
  const ignored = dockerignore(fs.existsSync(ignorePath) ? fs.readFileSync(ignorePath, 'utf8') : '');
  const out = [];
  const walk = (rel) => {
    for (const entry of fs.readdirSync(path.join(contextDir, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!ignored(child) || ignored.mayReinclude(child)) walk(child);
      } else if (!ignored(child)) out.push(child);
    }
  };
  walk('');
  return out;
}

/** The local account standing for the image's USER: the same name when it exists here, else nobody. */
export function localUser(name) {
  const [user, group] = (name ?? 'root').split(':');
  const tryId = (who) => {
    const uid = spawnSync('id', ['-u', who], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', who], { encoding: 'utf8' });
    return uid.status === 0 ? { name: who, uid: Number(uid.stdout), gid: Number(gid.stdout) } : null;
  };
  const found = tryId(user) ?? tryId('nobody');
  if (group && /^\d+$/.test(group)) found.gid = Number(group);
  return found;
}

const inside = (rootfs, containerPath) => path.join(rootfs, path.posix.resolve('/', containerPath));

function copyInto(src, dest, { hardlink = false } = {}) {
  fs.mkdirSync(path.dirname(dest), { recursive: true });
  if (fs.statSync(src).isDirectory()) {
    fs.mkdirSync(dest, { recursive: true });
    // `cp -a src/. dest`: contents of the folder, as Docker's COPY of a directory does.
    const r = spawnSync('cp', [hardlink ? '-al' : '-a', `${src}/.`, dest], { stdio: 'inherit' });
    if (r.status !== 0) throw new Error(`cp ${src} → ${dest} failed`);
  } else {
    fs.copyFileSync(src, dest);
  }
}

/** One COPY step into `rootfs` (cwd = the container's WORKDIR). */
function copyStep(step, { rootfs, workdir, contextDir, stageRoots, context }) {
  const destPath = inside(rootfs, path.posix.resolve(workdir, step.dest));
  const intoFolder = step.dest.endsWith('/') || step.dest === '.' || step.sources.length > 1;
  for (const source of step.sources) {
    if (step.from) {
      const fromRoot = stageRoots.get(step.from);
      if (!fromRoot) throw new Error(`COPY --from=${step.from}: no such stage before line ${step.line}`);
      const src = inside(fromRoot, source);
      if (!fs.existsSync(src)) throw new Error(`Dockerfile line ${step.line}: ${source} does not exist in stage ${step.from}`);
      const target = intoFolder && !fs.statSync(src).isDirectory() ? path.join(destPath, path.basename(src)) : destPath;
      // node_modules between build stages: hard links (same bytes, much faster than a copy).
      copyInto(src, target, { hardlink: !step.chown && source.endsWith('node_modules') });
    } else {
      const prefix = path.posix.normalize(source).replace(/^\.\/?|\/$/g, '');
      const matches = context.filter((f) => !prefix || f === prefix || f.startsWith(`${prefix}/`));
      if (!matches.length)
        throw new Error(`Dockerfile line ${step.line}: ${source} is not in the build context (or .dockerignore leaves it out)`);
      for (const file of matches) {
        const rel = prefix && file !== prefix ? file.slice(prefix.length + 1) : prefix ? path.basename(file) : file;
        const target = file === prefix && !intoFolder ? destPath : path.join(destPath, rel);
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.cpSync(path.join(contextDir, file), target, { verbatimSymlinks: true });
      }
    }
    if (step.chown) {
      const user = localUser(step.chown);
      spawnSync('chown', ['-R', `${user.uid}:${user.gid}`, destPath], { stdio: 'inherit' });
    }
  }
}

/**
 * Replays every stage. `baseEnv` stands for the base image's environment (PATH with the right Node,
 * npm's cache). Returns the last stage: { rootfs, workdir, env, user, volumes, cmd, healthcheck }.
 */
export async function replayStages(stages, { contextDir, tmp, baseEnv, log }) {
  const context = contextEntries(contextDir);
  const stageRoots = new Map();
  let last = null;
  for (const stage of stages) {
    const nodeImage = stage.from.match(/^node:(\d+)/);
    const major = process.versions.node.split('.')[0];
    if (!nodeImage) throw new Error(`Dockerfile line ${stage.line}: FROM ${stage.from}: the replay only knows node:<version> images`);
    if (nodeImage[1] !== major)
      throw new Error(`Dockerfile line ${stage.line}: FROM ${stage.from} but the replay runs Node ${process.version} (.nvmrc)`);
    const rootfs = path.join(tmp, stage.name);
    fs.mkdirSync(rootfs, { recursive: true, mode: 0o755 });
    const state = { rootfs, workdir: '/', env: {}, args: {}, user: null, volumes: [], cmd: null, healthcheck: null, expose: [] };
    for (const step of stage.steps) {
      if (step.op === 'WORKDIR') {
        state.workdir = path.posix.resolve(state.workdir, step.value);
        fs.mkdirSync(inside(rootfs, state.workdir), { recursive: true });
      } else if (step.op === 'ARG') state.args[step.name] = step.value;
      else if (step.op === 'ENV') for (const [k, v] of step.pairs) state.env[k] = v;
      else if (step.op === 'COPY') copyStep(step, { rootfs, workdir: state.workdir, contextDir, stageRoots, context });
      else if (step.op === 'RUN') {
        if (state.user) throw new Error(`Dockerfile line ${step.line}: RUN after USER is not replayed (run it before USER)`);
        log(`${stage.name}: RUN ${step.command.argv.at(-1)}`);
        const started = Date.now();
        const code = await new Promise((resolve) => {
          const [cmd, ...rest] = step.command.argv;
          const child = spawn(cmd, rest, {
            cwd: inside(rootfs, state.workdir),
            env: { ...baseEnv, ...state.args, ...state.env },
            stdio: 'inherit',
          });
          child.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0)));
        });
        if (code !== 0) throw new Error(`Dockerfile line ${step.line}: RUN failed with exit ${code}`);
        log(`${stage.name}: RUN done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
      } else if (step.op === 'USER') state.user = step.value;
      else if (step.op === 'VOLUME') state.volumes.push(...step.paths);
      else if (step.op === 'CMD') state.cmd = step.command;
      else if (step.op === 'HEALTHCHECK') state.healthcheck = step;
      else if (step.op === 'EXPOSE') state.expose.push(step.value);
    }
    stageRoots.set(stage.name, rootfs);
    last = state;
  }
  return last;
}
