/**
 * Running the bench's parts one after another so that one part's failure never hides the
 * others: each part's error is caught, kept with the part's name, and the run goes on to
 * the next part. A part that leaves a promise to reject after it has given up (a socket
 * loop still running) is charged with that error too, instead of ending the process
 * before anything is printed. test/bench/index.ts prints what came back and exits
 * non-zero when any part failed.
 */

/** One part of the bench: the name `--only` knows it by, the key its figures go under, how it measures. */
export interface BenchPart {
  name: string;
  key: string;
  run: () => Promise<Record<string, unknown>>;
}

/** A part that did not finish, and why. */
export interface PartFailure {
  part: string;
  message: string;
}

/** What a run of the parts gave: every finished part's figures (under its key) and every failure. */
export interface PartsRun {
  figures: Record<string, Record<string, unknown>>;
  failures: PartFailure[];
}

/** Progress lines (`bench: daily …`): to stderr by default, so `--json`'s stdout stays one line. */
export type Progress = (line: string) => void;

const messageOf = (err: unknown): string => (err instanceof Error ? err.message : String(err));

/**
 * Run `parts` in order, each to its end or its failure. Rejections nobody handles while a
 * part runs, or after it (until every part is done), are failures of the part that was
 * running (or last ran).
 */
export async function runParts(parts: readonly BenchPart[], progress: Progress = (l) => process.stderr.write(`${l}\n`)): Promise<PartsRun> {
  const out: PartsRun = { figures: {}, failures: [] };
  let current = "(before any part)";
  const stray = (err: unknown) => {
    out.failures.push({ part: current, message: `after it gave up: ${messageOf(err)}` });
    progress(`bench: ${current}: an error after it gave up: ${messageOf(err)}`);
  };
  process.on("unhandledRejection", stray);
  try {
    for (const part of parts) {
      current = part.name;
      const started = performance.now();
      progress(`bench: ${part.name} …`);
      try {
        out.figures[part.key] = await part.run();
        progress(`bench: ${part.name} done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      } catch (err) {
        out.failures.push({ part: part.name, message: messageOf(err) });
        progress(`bench: ${part.name} FAILED after ${((performance.now() - started) / 1000).toFixed(1)} s: ${err instanceof Error && err.stack ? err.stack : messageOf(err)}`);
      }
    }
    // A rejection left behind by the last part surfaces on a later turn of the event loop.
    await new Promise((r) => setTimeout(r, 0));
  } finally {
    process.off("unhandledRejection", stray);
  }
  return out;
}
