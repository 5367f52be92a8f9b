/**
 * The arena's tree of coordinators (src/arena/tree.ts, src/arena/live.ts): standings
 * merged from shards through branches and a root equal standings computed at once, by
 * sorting every player here (never with the code under test), and still do after the
 * root starts again with only one branch heard from since (its other branches' figures
 * kept in storage). The objects' glue is played out as branch-object.ts and
 * coordinator-object.ts do it: a shard reports to its branch, a branch reports its
 * whole tally to the root as one reporter, a shard is answered with its branch's
 * other shards plus the root's everyone-but-this-branch.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { numRuns } from "./fast-check-seed.ts";
import { histogramOf, livePlace, type Histogram } from "../../src/arena/histogram.ts";
import { LiveTally } from "../../src/arena/live.ts";
import { everyoneElse, keepBranch, restoreBranches, type Figures, type KeptStore } from "../../src/arena/tree.ts";

const ROUND = 7;

/** Places by sorting everyone: equal points share a place, the next is skipped (1, 2, 2, 4). */
function placesBySorting(scores: readonly number[]): number[] {
  const order = scores.map((s, i) => ({ s, i })).sort((a, b) => b.s - a.s);
  const place = new Array<number>(scores.length);
  order.forEach((e, k) => { place[e.i] = k > 0 && order[k - 1]!.s === e.s ? place[order[k - 1]!.i]! : k + 1; });
  return place;
}

/** Storage as a Durable Object's KV behaves, in a Map. */
function mapStore(): KeptStore & { map: Map<string, unknown> } {
  const map = new Map<string, unknown>();
  return {
    map,
    get: <T,>(k: string) => map.get(k) as T | undefined,
    put: (k, v) => void map.set(k, structuredClone(v)),
    *list<T>({ prefix }: { prefix: string }): Iterable<[string, T]> {
      for (const [k, v] of map) if (k.startsWith(prefix)) yield [k, v as T];
    },
  };
}

/** A root as coordinator-object.ts runs it: one tally per round, branches kept in storage. */
class Root {
  tally: LiveTally | null = null;
  constructor(readonly store: KeptStore) {}
  sync(branch: number, histogram: Histogram, now: number): Figures {
    if (this.tally?.round !== ROUND) {
      this.tally = new LiveTally(ROUND);
      restoreBranches(this.store, this.tally);
    }
    this.tally.report(branch, { histogram, words: {}, full: true, online: 1 }, now);
    keepBranch(this.store, this.tally, branch);
    return this.tally.othersOf(branch, now);
  }
}

/** A branch as branch-object.ts runs it: its shards' tally, and the root's last answer. */
class Branch {
  readonly tally = new LiveTally(ROUND);
  outside: Figures = { histogram: [], online: 0, asOf: 0 };
  constructor(readonly index: number) {}
  fromShard(shard: number, histogram: Histogram, now: number): Figures {
    this.tally.report(shard, { histogram, words: {}, full: true, online: 1 }, now);
    return everyoneElse(this.tally.othersOf(shard, now), this.outside);
  }
  syncUp(root: Root, now: number): void {
    this.outside = root.sync(this.index, this.tally.othersOf(-1, now).histogram, now);
  }
}

/** A crowd split over shards, the shards over branches (shard k in branch k mod B). */
const tree = fc.record({ branches: fc.integer({ min: 1, max: 5 }), shards: fc.integer({ min: 1, max: 14 }) }).chain(({ branches, shards }) =>
  fc.array(fc.record({ points: fc.integer({ min: 0, max: 30 }), shard: fc.integer({ min: 0, max: shards - 1 }) }), { minLength: 1, maxLength: 200 })
    .map((players) => ({ branches, shards, players })));

type Tree = { branches: number; shards: number; players: { points: number; shard: number }[] };

function shardHistogram(c: Tree, k: number): Histogram {
  return histogramOf(c.players.filter((p) => p.shard === k).map((p) => p.points));
}

/** Each shard's answer, as its last report of a settled round gets it. */
function answers(c: Tree, branches: Branch[], now: number): Figures[] {
  return Array.from({ length: c.shards }, (_, k) => branches[k % c.branches]!.fromShard(k, shardHistogram(c, k), now));
}

/** Every player's place through the tree: their own shard counted exactly, everyone else from the answer. */
function placesThroughTree(c: Tree, answered: Figures[]): number[] {
  return c.players.map((p) => livePlace(shardHistogram(c, p.shard), answered[p.shard]!.histogram, p.points));
}

describe("standings through the tree of coordinators", () => {
  it("equal standings computed at once once every branch has synced with the root", () => {
    fc.assert(fc.property(tree, (c) => {
      const root = new Root(mapStore());
      const branches = Array.from({ length: c.branches }, (_, b) => new Branch(b));
      answers(c, branches, 1); // every shard reports its settled scores
      for (const b of branches) b.syncUp(root, 2); // then every branch syncs with the root
      for (const b of branches) b.syncUp(root, 3); // and again: each now holds the others' settled figures
      expect(placesThroughTree(c, answers(c, branches, 4))).toEqual(placesBySorting(c.players.map((p) => p.points)));
    }), { numRuns: numRuns(200) });
  });

  it("stay exact when the root starts again and only one branch has synced since", () => {
    fc.assert(fc.property(tree.filter((c) => c.branches > 1), (c) => {
      const store = mapStore();
      const branches = Array.from({ length: c.branches }, (_, b) => new Branch(b));
      answers(c, branches, 1);
      const before = new Root(store);
      for (const b of branches) b.syncUp(before, 2);
      const after = new Root(store); // evicted: its memory is gone, its storage is not
      branches[0]!.syncUp(after, 3);
      const answered = answers(c, branches, 4);
      // Branch 0's shards are answered from the restarted root's answer alone.
      const players = c.players.filter((p) => p.shard % c.branches === 0);
      const all = placesBySorting(c.players.map((p) => p.points));
      expect(players.map((p) => livePlace(shardHistogram(c, p.shard), answered[p.shard]!.histogram, p.points)))
        .toEqual(c.players.flatMap((p, i) => (p.shard % c.branches === 0 ? [all[i]] : [])));
    }), { numRuns: numRuns(200) });
  });

  it("a restored branch's words are asked for again, and a report since is not overwritten by kept figures", () => {
    const store = mapStore();
    const root = new Root(store);
    root.sync(0, [[5, 2]], 1);
    root.sync(1, [[3, 1]], 1);
    const tally = new LiveTally(ROUND);
    tally.report(1, { histogram: [[9, 4]], words: { cat: 1 }, full: true, online: 4 }, 2);
    expect(restoreBranches(store, tally)).toBe(2);
    expect(tally.knows(0)).toBe(false); // restored: its words must come again, whole
    expect(tally.knows(1)).toBe(true);
    expect(tally.othersOf(-1, 3).histogram).toEqual([[9, 4], [5, 2]]);
    expect(restoreBranches(store, new LiveTally(ROUND + 1))).toBe(0); // another round's figures are not taken
  });
});
