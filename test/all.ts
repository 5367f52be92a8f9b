/**
 * The end of `npm test`: the type check runs beside the test projects instead of before
 * them. `tsc` is one thread for about 30 s, and the projects' first minute leaves the
 * second core part idle (vmstat, 2026-12-03). Arguments go to `vitest run`
 * (`npm test -- --reporter=verbose`). The type check's output is printed when it ends;
 * the run fails if either fails.
 */
import { spawn } from "node:child_process";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const bin = (name: string) => join(root, "node_modules/.bin", name);

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

const typecheck = run(bin("tsc"), [], true).then((r) => {
  if (r.code === 0) console.log("tsc: no type errors");
  else console.error(`tsc: type errors (exit ${r.code})\n${r.out}`);
  return r.code;
});
const tests = await run(bin("vitest"), ["run", ...process.argv.slice(2)], false);
const types = await typecheck;
if (types !== 0) console.error("npm test: the type check failed (above)");
process.exit(tests.code !== 0 ? tests.code : types);
