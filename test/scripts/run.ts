/**
 * Running a command of the project as an operator would, without blocking the test's
 * process (several may run side by side): its exit code and everything it printed.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { join } from "node:path";

export const ROOT = new URL("../..", import.meta.url).pathname;

/** The environment npm gives a script: the project's binaries (its Node 22 among them) first on PATH, wrangler kept off the network. */
export const SCRIPT_ENV = {
  ...process.env,
  PATH: `${join(ROOT, "node_modules/.bin")}:${process.env.PATH ?? ""}`,
  CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false", NO_COLOR: "1",
};

export interface Ran {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Commands still running. */
const children = new Set<ChildProcess>();

/**
 * End every command still running (SIGTERM: the bench then ends the servers it started),
 * for an `afterAll`: a test that timed out leaves its command running otherwise.
 */
export function endAll(): void {
  for (const child of children) child.kill("SIGTERM");
}

/** Run `command` with `args` in the project, with `env` added to SCRIPT_ENV. */
export function run(command: string, args: readonly string[], env: Record<string, string> = {}): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env: { ...SCRIPT_ENV, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    children.add(child);
    let stdout = "", stderr = "";
    child.stdout.on("data", (d: Buffer) => (stdout += String(d)));
    child.stderr.on("data", (d: Buffer) => (stderr += String(d)));
    child.on("error", reject);
    child.on("close", (status) => {
      children.delete(child);
      resolve({ status, stdout, stderr });
    });
  });
}

/** `npm run --silent <script> -- <args>`: the script as package.json spells it. */
export const npmRun = (script: string, args: readonly string[] = [], env: Record<string, string> = {}) =>
  run("npm", ["run", "--silent", script, ...(args.length ? ["--", ...args] : [])], env);
