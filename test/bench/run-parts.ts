/**
 * Running the bench's parts (one after another, or a few side by side for a smoke run) so
 * that one part's failure never hides the others: each part's error is caught and kept
 * with the part's name, and the run goes on to the next part. A part that leaves a promise to reject after it has given up (a socket
 * loop still running) is charged with that error too, instead of ending the process
 * before anything is printed. test/bench/index.ts prints what came back and exits
 * non-zero when any part failed.
 */

/** One part of the bench: the name `--only` knows it by, the key its figures go under, how it measures. */
export interface BenchPart {
  name: string;
  key: string;
  run: () => Promise<Record<string, unknown>>;
  /** Parts with the same lock never run side by side (the lobby parts on one shared server). */
  lock?: string;
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

/** An error's message, with its cause's (fetch's "fetch failed" says why only there: "connect ECONNREFUSED …"). */
function messageOf(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  return err.cause === undefined ? err.message : `${err.message} (${messageOf(err.cause)})`;
}

/**
 * Run `parts`, each to its end or its failure: in order, or with `lanes` > 1 that many at a
 * time (a smoke run, whose figures nobody reads, need not give each part the machine to
 * itself). Rejections nobody handles while parts run, or after (until every part is done),
 * are failures of the part(s) running then (or last run). Parts that share a `lock` run one
 * after another, whatever the lanes.
 */
export async function runParts(
  parts: readonly BenchPart[], progress: Progress = (l) => process.stderr.write(`${l}\n`), lanes = 1,
): Promise<PartsRun> {
  const figures = new Map<string, Record<string, unknown>>();
  const failures: PartFailure[] = [];
  const running = new Set<string>();
  let last = "(before any part)";
  const stray = (err: unknown) => {
    const part = running.size ? [...running].join(" or ") : last;
    failures.push({ part, message: `after it gave up: ${messageOf(err)}` });
    progress(`bench: ${part}: an error after it gave up: ${messageOf(err)}`);
  };
  const runOne = async (part: BenchPart) => {
    running.add(part.name);
    last = part.name;
    const started = performance.now();
    progress(`bench: ${part.name} …`);
    try {
      figures.set(part.key, await part.run());
      progress(`bench: ${part.name} done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    } catch (err) {
      failures.push({ part: part.name, message: messageOf(err) });
      progress(`bench: ${part.name} FAILED after ${((performance.now() - started) / 1000).toFixed(1)} s: ${err instanceof Error && err.stack ? err.stack : messageOf(err)}`);
    } finally {
      running.delete(part.name);
    }
  };
  process.on("unhandledRejection", stray);
  try {
    // Each lane takes the first part left whose lock no running part holds, or waits for one to end.
    const left = [...parts];
    const held = new Set<string>();
    let ended = () => {};
    await Promise.all(Array.from({ length: Math.max(1, lanes) }, async () => {
      while (left.length) {
        const at = left.findIndex((p) => !p.lock || !held.has(p.lock));
        if (at < 0) {
          await new Promise<void>((r) => { const before = ended; ended = () => { before(); r(); }; });
          continue;
        }
        const part = left.splice(at, 1)[0]!;
        if (part.lock) held.add(part.lock);
        try {
          await runOne(part);
        } finally {
          if (part.lock) held.delete(part.lock);
          const wake = ended;
          ended = () => {};
          wake();
        }
      }
    }));
    // A rejection left behind by the last part surfaces on a later turn of the event loop.
    await new Promise((r) => setTimeout(r, 0));
  } finally {
    process.off("unhandledRejection", stray);
  }
  // Figures in the parts' order, whichever finished first.
  const out: PartsRun = { figures: {}, failures };
  for (const part of parts) if (figures.has(part.key)) out.figures[part.key] = figures.get(part.key)!;
  return out;
}
