/**
 * The order `npm test` starts its files in. Vitest's own sequencer runs the projects of a
 * group one after another (the browser files, then the scripts, then the Worker's), each
 * longest first by the durations it cached on an earlier run, so the Worker's files, which
 * spend their seconds starting an isolate (CPU), all ran after the browser files, which
 * mostly wait on pages and rounds: two phases each leaving part of the two cores idle.
 * Here the projects of a group are dealt out in proportion instead (`interleave`), so each
 * stretch of the run mixes both kinds, and every project's first file starts at once (the
 * bench's smoke run is two minutes of one worker). Within a project the larger file goes
 * first, the same on a fresh clone (which has no cached durations) as on a second run.
 */
import { statSync } from "node:fs";
import { BaseSequencer, type TestSpecification } from "vitest/node";

export interface Entry<T> {
  project: string;
  size: number;
  item: T;
}

/**
 * Each project's entries largest first, dealt out in proportion: the i-th of a project of n
 * goes at i / n of the way, so every project's first entry leads and all end together
 * (ties by project name, then size).
 */
export function interleave<T>(entries: readonly Entry<T>[]): T[] {
  const byProject = new Map<string, Entry<T>[]>();
  for (const e of entries) byProject.set(e.project, [...(byProject.get(e.project) ?? []), e]);
  const keyed: { at: number; project: string; size: number; item: T }[] = [];
  for (const [project, list] of byProject) {
    list.sort((a, b) => b.size - a.size).forEach((e, i) => keyed.push({ at: i / list.length, project, size: e.size, item: e.item }));
  }
  keyed.sort((a, b) => a.at - b.at || (a.project < b.project ? -1 : a.project > b.project ? 1 : 0) || b.size - a.size);
  return keyed.map((k) => k.item);
}

export default class InterleavingSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const groups = new Map<number, TestSpecification[]>();
    for (const f of files) {
      const order = f.project.config.sequence.groupOrder;
      groups.set(order, [...(groups.get(order) ?? []), f]);
    }
    return [...groups.keys()]
      .sort((a, b) => a - b)
      .flatMap((order) => interleave(groups.get(order)!.map((f) => ({ project: f.project.name, size: statSync(f.moduleId).size, item: f }))));
  }
}
