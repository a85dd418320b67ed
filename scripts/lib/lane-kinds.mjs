// The three kinds of lane `npm test` (scripts/test.mjs) is made of: a Vitest project, a list of
// commands that make one check, and a harness script under scripts/ whose report is read back.
// Each returns `run({ quiet })` → `{ code, counts, output }` for lib/lane-runner.mjs.
import path from 'node:path';
import { CHROMIUM_HELP, findChromium, ROOT, run } from './server.mjs';
import { countPlaywright, countVitest, readJsonCounts } from './report.mjs';
import { single } from './lane-runner.mjs';

const bin = (...p) => path.join(ROOT, 'node_modules', ...p);

/** The lane kinds, writing their reports into `reportDir`. */
export function laneKinds(reportDir) {
  /** `project`: one Vitest project or several; `env`: variables for the run, or a function giving them when the lane starts. */
  function vitestLane(project, file, env = {}) {
    return async ({ quiet = false } = {}) => {
      const { code, output } = await run(
        process.execPath,
        [
          bin('vitest', 'vitest.mjs'),
          'run',
          ...[project].flat().flatMap((name) => ['--project', name]),
          '--passWithNoTests',
          '--reporter=default',
          '--reporter=json',
          `--outputFile.json=${file}`,
        ],
        { env: { ...process.env, ...(typeof env === 'function' ? env() : env) }, quiet },
      );
      return { code, counts: countVitest(file), output: quiet ? output : undefined };
    };
  }

  /** Runs commands one after another (the next only if `always` or the previous passed); one check. */
  function commandsLane(commands, always = false) {
    return async ({ quiet = false } = {}) => {
      let code = 0;
      let output = '';
      for (const command of commands) {
        if (code !== 0 && !always) break;
        const result = typeof command === 'function' ? command() : await run(process.execPath, command, { quiet });
        if (typeof command === 'function' && !quiet && result.output) process.stderr.write(result.output);
        output += result.output ?? '';
        code ||= result.code;
      }
      return { ...single(code), output: quiet ? output : undefined };
    };
  }

  /**
   * A lane that runs scripts/<script> and reads its report: Playwright's JSON (E2E_JSON_REPORT) or
   * `{ counts }` (report: 'json'). No report means the harness failed before any test: one failure.
   */
  function scriptLane(script, { browser = false, report = 'playwright', reportEnv = 'E2E_JSON_REPORT', env = () => ({}) } = {}) {
    return async ({ quiet = false } = {}) => {
      if (browser && !findChromium()) {
        console.error(CHROMIUM_HELP);
        return single(1);
      }
      const file = path.join(reportDir, `${script}.json`);
      const { code, output } = await run(process.execPath, [path.join(ROOT, 'scripts', script)], {
        env: { ...process.env, ...env(), [reportEnv]: file },
        quiet,
      });
      const counts = report === 'json' ? readJsonCounts(file) : countPlaywright(file);
      return { code, counts: counts ?? single(code || 1).counts, output: quiet ? output : undefined };
    };
  }

  return { vitestLane, commandsLane, scriptLane };
}
