/**
 * The end of `npm test`, after the dictionary and the client are built: three things at
 * once, and the run fails if any fails.
 * - `vitest run` of the unit, scripts and browser projects (the browser files after the
 *   others, vitest.config.ts's groups);
 * - `vitest run` of the two worker projects, in a second process. Inside one vitest
 *   process the Workers pool's files only start once the Node pool's are done, and they
 *   wait more than they compute (a workerd starting, arena rounds on their clocks): here
 *   they run while the unit files compute, and their output is printed in one piece when
 *   they end;
 * - the type check (`tsc`, one thread), its output printed when it ends.
 * Arguments go to both vitest runs (`npm test -- --reporter=verbose`; a file filter runs
 * in whichever holds the file). `--outputFile.json=F` writes the worker projects' report
 * to F with `-worker` before its extension.
 */
import { spawn } from "node:child_process";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const bin = (name: string) => join(root, "node_modules/.bin", name);
const WORKER_PROJECTS = ["--project", "worker", "--project", "worker-own"];
const OTHER_PROJECTS = ["--project", "unit", "--project", "scripts", "--project", "e2e"];

function run(cmd: string, args: string[], quiet: boolean): Promise<{ code: number; out: string }> {
  return new Promise((done) => {
    const child = spawn(cmd, args, { cwd: root, stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit" });
    let out = "";
    child.stdout?.on("data", (d: Buffer) => (out += String(d)));
    child.stderr?.on("data", (d: Buffer) => (out += String(d)));
    child.on("error", (err) => done({ code: 1, out: `${cmd}: ${err.message}\n` }));
    child.on("close", (code, signal) => done({ code: code ?? (signal ? 1 : 0), out }));
  });
}

const args = process.argv.slice(2);
const chosen = args.some((a) => a === "--project" || a.startsWith("--project="));
const workerArgs = args.map((a) => a.replace(/^(--outputFile\.json=.*?)(\.json)?$/, (_, f: string, ext?: string) => `${f}-worker${ext ?? ""}`));

const typecheck = run(bin("tsc"), [], true).then((r) => {
  if (r.code === 0) console.log("tsc: no type errors");
  else console.error(`tsc: type errors (exit ${r.code})\n${r.out}`);
  return r.code;
});

let codes: number[];
if (chosen) {
  // The caller named the projects: one run, as asked.
  codes = [(await run(bin("vitest"), ["run", ...args], false)).code];
} else {
  const workers = run(bin("vitest"), ["run", ...WORKER_PROJECTS, "--passWithNoTests", ...workerArgs], true).then((r) => {
    console.log(`\n──── worker projects (workerd), run beside the others ────\n${r.out}──── end of the worker projects ────\n`);
    return r.code;
  });
  const others = run(bin("vitest"), ["run", ...OTHER_PROJECTS, "--passWithNoTests", ...args], false).then((r) => r.code);
  codes = await Promise.all([others, workers]);
}
codes.push(await typecheck);
const failed = codes.find((c) => c !== 0);
if (failed !== undefined) console.error("npm test: failed (above: the type check, the worker projects or the other projects)");
process.exit(failed ?? 0);
