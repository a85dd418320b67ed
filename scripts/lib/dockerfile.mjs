// A Dockerfile reader for the image lane (scripts/image.mjs): the lane replays what this returns, so
// the Dockerfile stays the only description of the image and cannot drift from what is tested.
// Understands what the project's Dockerfile uses: comments and parser directives, `\` continuations,
// FROM … AS name, WORKDIR, ARG (with default), ENV (k=v pairs, or the old `k v` form), COPY with
// --from/--chown, RUN, USER, EXPOSE, VOLUME, HEALTHCHECK (options + CMD) and CMD, in shell or JSON
// (exec) form, with ${VAR} / $VAR substitution in the instructions Docker substitutes. Anything
// else is an error, so a new instruction cannot be skipped silently.
const KNOWN = new Set(['FROM', 'WORKDIR', 'ARG', 'ENV', 'COPY', 'RUN', 'USER', 'EXPOSE', 'VOLUME', 'HEALTHCHECK', 'CMD', 'LABEL']);

/** Joins continuation lines and drops comments; returns [{ line, text }] with the starting line number. */
export function logicalLines(source) {
  const out = [];
  let current = null;
  source.split(/\r?\n/).forEach((raw, index) => {
    const trimmed = raw.trim();
    if (trimmed.startsWith('#') || (trimmed === '' && current === null)) return;
    const continued = /\\$/.test(trimmed);
    const part = (continued ? trimmed.slice(0, -1) : trimmed).trimEnd();
    if (current === null) current = { line: index + 1, text: part };
    else current.text += ` ${part}`;
    if (!continued) {
      if (current.text.trim()) out.push({ line: current.line, text: current.text.trim() });
      current = null;
    }
  });
  if (current?.text.trim()) out.push({ line: current.line, text: current.text.trim() });
  return out;
}

/** ${VAR}, ${VAR:-default} and $VAR from `vars`; unknown ones become '' (as Docker does). */
export function substitute(text, vars) {
  return text.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)(?::-([^}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g, (_, braced, fallback, bare) => {
    const value = vars[braced ?? bare];
    return value === undefined || value === '' ? (fallback ?? '') : value;
  });
}

/** Splits leading `--name=value` flags off an argument string. */
function takeFlags(rest) {
  const flags = {};
  let text = rest;
  for (let m = text.match(/^--([a-z-]+)=(\S+)\s+/); m; m = text.match(/^--([a-z-]+)=(\S+)\s+/)) {
    flags[m[1]] = m[2];
    text = text.slice(m[0].length);
  }
  return { flags, text };
}

/** JSON exec form `["a", "b"]` → ['a', 'b']; shell form → ['/bin/sh', '-c', text]. */
export function commandOf(text) {
  if (text.startsWith('[')) {
    const parsed = JSON.parse(text);
    if (!Array.isArray(parsed) || !parsed.every((p) => typeof p === 'string')) throw new Error(`not a JSON string array: ${text}`);
    return { exec: true, argv: parsed };
  }
  return { exec: false, argv: ['/bin/sh', '-c', text] };
}

/** `k=v k2="v 2"` (or legacy `k v`) → [[k, v], …]. */
function keyValues(text) {
  if (!/^[A-Za-z_][A-Za-z0-9_]*=/.test(text)) {
    const [key, ...value] = text.split(/\s+/);
    return [[key, value.join(' ')]];
  }
  const pairs = [];
  const re = /([A-Za-z_][A-Za-z0-9_]*)=("((?:[^"\\]|\\.)*)"|\S*)/g;
  for (const m of text.matchAll(re)) pairs.push([m[1], m[3] !== undefined ? m[3].replace(/\\(.)/g, '$1') : m[2]]);
  return pairs;
}

/**
 * Parses a Dockerfile into stages: [{ name, from, line, steps: [{ op, line, … }] }]. `buildArgs` are
 * the --build-arg values; ARG/ENV values are substituted the way Docker does (per stage).
 */
export function parseDockerfile(source, buildArgs = {}) {
  const stages = [];
  let stage = null;
  let vars = {};
  for (const { line, text } of logicalLines(source)) {
    const [, word, rest = ''] = text.match(/^(\S+)\s*(.*)$/s);
    const op = word.toUpperCase();
    if (!KNOWN.has(op)) throw new Error(`Dockerfile line ${line}: unsupported instruction ${word}`);
    if (op === 'FROM') {
      const m = rest.match(/^(\S+)(?:\s+AS\s+(\S+))?$/i);
      if (!m) throw new Error(`Dockerfile line ${line}: cannot read FROM ${rest}`);
      stage = { name: m[2] ?? String(stages.length), from: m[1], line, steps: [] };
      stages.push(stage);
      vars = {};
      continue;
    }
    if (!stage) throw new Error(`Dockerfile line ${line}: ${op} before FROM`);
    const step = { op, line };
    if (op === 'ARG') {
      const [name, fallback] = rest.split('=', 2);
      vars[name] = buildArgs[name] ?? fallback ?? '';
      Object.assign(step, { name, value: vars[name] });
    } else if (op === 'ENV') {
      step.pairs = keyValues(rest).map(([k, v]) => [k, substitute(v, vars)]);
      for (const [k, v] of step.pairs) vars[k] = v;
    } else if (op === 'WORKDIR' || op === 'USER' || op === 'VOLUME' || op === 'EXPOSE') {
      step.value = substitute(rest, vars);
      if (op === 'VOLUME') step.paths = rest.startsWith('[') ? JSON.parse(step.value) : step.value.split(/\s+/);
    } else if (op === 'COPY') {
      const { flags, text: paths } = takeFlags(substitute(rest, vars));
      const parts = paths.split(/\s+/);
      Object.assign(step, { from: flags.from ?? null, chown: flags.chown ?? null, sources: parts.slice(0, -1), dest: parts.at(-1) });
      if (!step.sources.length) throw new Error(`Dockerfile line ${line}: COPY needs a source and a destination`);
    } else if (op === 'RUN' || op === 'CMD') {
      step.command = commandOf(rest);
    } else if (op === 'HEALTHCHECK') {
      const { flags, text: cmd } = takeFlags(rest);
      if (!/^CMD\s/i.test(cmd)) throw new Error(`Dockerfile line ${line}: HEALTHCHECK without CMD`);
      Object.assign(step, { options: flags, command: commandOf(cmd.replace(/^CMD\s+/i, '')) });
    } else if (op === 'LABEL') {
      step.pairs = keyValues(rest);
    }
    stage.steps.push(step);
  }
  if (!stages.length) throw new Error('Dockerfile has no FROM');
  return stages;
}
