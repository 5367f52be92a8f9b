/**
 * The order `npm test` starts its files in. Vitest's own sequencer runs the projects of a
 * group one after another (the browser files, then the scripts, then the Worker's), each
 * longest first by the durations it cached on an earlier run, so the Worker's files, which
 * spend their seconds starting an isolate (CPU), all ran after the browser files, which
 * mostly wait on pages and rounds: two stretches each leaving part of the two cores idle.
 *
 * Here (`deal`) every project's largest files start first, side by side (the bench's smoke
 * run and the longest browser files take minutes each); then the files that run in a fresh
 * process or isolate each (the Worker's), while those long files go on; then the rest of
 * the files that share their worker process (`isolate: false`, the browser files), one after
 * another. Vitest keeps a shared worker process only when the next file in the queue is
 * of the same project: dealt out one by one among the Worker's files (as first tried), the
 * browser files started 36 of their 61 processes afresh, each loading Node, Vitest and
 * playwright-core and launching a Chromium again. Dealt out in four rounds among runs of
 * browser files instead (run 25), the whole run was slower (758 s against 733) and a Worker
 * file whose arena rounds are 4 s long missed a frame under the browser files' load; in
 * one block they run mostly beside the longest browser files and each other. Larger files
 * first within a project: the same order on a fresh clone (which has no cached durations)
 * as on a rerun.
 */
import { readFileSync, statSync } from "node:fs";
import { BaseSequencer, type TestSpecification } from "vitest/node";

export interface Entry<T> {
  project: string;
  /** Whether its project's files share a worker process (`isolate: false`). */
  shared: boolean;
  size: number;
  /**
   * Whether it starts a server of its own and plays whole rounds on it (the arena's browser
   * files, useArenaServer): long for its size, so it goes first among the files after the lead.
   * Ordered by size alone, `arena-alone.test.ts` (small, 36 s) started last and ran alone
   * for the run's last half-minute (run 26).
   */
  ownServer?: boolean;
  item: T;
}

/**
 * Group 1, shared by the Worker's, the browser and the scripts projects: Vitest refuses to
 * start when projects of one group ask for different maxWorkers, so they all spread this.
 * Five at a time (test/e2e/vitest.config.ts says why a browser file leaves room): at three
 * the two cores were 55-85% busy through the group, at four 90-95% (2026-12-04, morning);
 * once the browser files ran the headless shell and the Worker's files loaded bundled
 * dependencies, four left them 60-80% busy (run 31: 259 idle CPU-s, 597 s), and five took
 * the run to 155 idle CPU-s and 522 s, every test passing first time (run 32).
 */
export const GROUP_1 = { maxWorkers: 5, sequence: { groupOrder: 1 } } as const;

/** How many of each project's largest files start first. */
export const LEAD = 4;

/**
 * The first `lead` files of each project (largest first), rank by rank; then the other files
 * of the projects that isolate each file; then the other files of those that share a worker
 * process, each project's together (projects by name, files that start a server of their
 * own first, then largest first).
 */
export function deal<T>(entries: readonly Entry<T>[], lead = LEAD): T[] {
  const projects = [...new Set(entries.map((e) => e.project))].sort();
  const sorted = new Map(projects.map((p) => [p, entries.filter((e) => e.project === p).sort((a, b) => b.size - a.size)]));
  const first: Entry<T>[] = [];
  for (let rank = 0; rank < lead; rank++) for (const p of projects) if (rank < sorted.get(p)!.length) first.push(sorted.get(p)![rank]!);
  const rest = (shared: boolean) =>
    projects.flatMap((p) => sorted.get(p)!.slice(lead).filter((e) => e.shared === shared).sort((a, b) => Number(!!b.ownServer) - Number(!!a.ownServer)));
  return [...first, ...rest(false), ...rest(true)].map((e) => e.item);
}

export default class DealingSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const groups = new Map<number, TestSpecification[]>();
    for (const f of files) {
      const order = f.project.config.sequence.groupOrder;
      groups.set(order, [...(groups.get(order) ?? []), f]);
    }
    return [...groups.keys()]
      .sort((a, b) => a - b)
      .flatMap((order) =>
        deal(
          groups.get(order)!.map((f) => ({
            project: f.project.name,
            shared: f.project.config.isolate === false,
            size: statSync(f.moduleId).size,
            ownServer: readFileSync(f.moduleId, "utf8").includes("useArenaServer("),
            item: f,
          })),
        ),
      );
  }
}
