/**
 * What the coordinator knows of a round while it is played: each shard's latest
 * histogram and word counts, and when it sent them. Nothing here is stored: every shard
 * sends its whole histogram each second and, when told the coordinator does not know it
 * (a restarted coordinator), its whole word counts, so the tally rebuilds itself within a
 * second; the counts that decide the results arrive again, whole, in each shard's final
 * report, which is stored.
 *
 * A shard is given everyone but itself (`othersOf`): it adds its own players, counted
 * exactly and up to the moment, to place them live.
 */
import { subtractHistogram, type Histogram } from "./histogram.ts";
import { applyCounts, mergeWordCounts } from "./word-shares.ts";

/** A shard's figures count towards `asOf` while they are at most this old. */
export const FRESH_MS = 5_000;

interface ShardFigures {
  histogram: Histogram;
  /** Null for figures restored from storage (a root's kept branch figures): the words are not held. */
  words: Record<string, number> | null;
  online: number;
  at: number;
}

/** What a tally keeps of one reporter to come back whole after an eviction (a root's branches: tree.ts). */
export interface KeptFigures {
  round: number;
  histogram: Histogram;
  online: number;
  at: number;
}

/**
 * One round's live figures, shard by shard, with their sum kept as reports arrive, so
 * answering a shard costs the size of a histogram (a few dozen scores), not the number
 * of shards: the coordinator's work per sync stays flat as the crowd grows.
 */
export class LiveTally {
  private readonly shards = new Map<number, ShardFigures>();
  /** Points → players, over every shard. */
  private readonly total = new Map<number, number>();

  constructor(readonly round: number) {}

  /** Whether `shard` has reported in this round (so its word counts are held). */
  knows(shard: number): boolean {
    return !!this.shards.get(shard)?.words;
  }

  /** The figures of `shard` to keep, or null if it has not reported. */
  kept(shard: number): KeptFigures | null {
    const f = this.shards.get(shard);
    return f ? { round: this.round, histogram: f.histogram, online: f.online, at: f.at } : null;
  }

  /** Take back kept figures of `shard` (its words stay unknown until it sends them all), unless it has reported since. */
  restore(shard: number, kept: KeptFigures): void {
    if (kept.round !== this.round || this.shards.has(shard)) return;
    for (const [p, n] of kept.histogram) this.add(p, n);
    this.shards.set(shard, { histogram: kept.histogram, words: null, online: kept.online, at: kept.at });
  }

  /**
   * Take a shard's report: its histogram replaces the last one; `words` are the counts
   * that changed (the shard's whole count of each), or all of them when `full`.
   */
  report(shard: number, r: { histogram: Histogram; words: Readonly<Record<string, number>>; full: boolean; online: number }, now: number): void {
    const before = this.shards.get(shard);
    const words = r.full || !before ? applyCounts({}, r.words) : before.words ? applyCounts(before.words, r.words) : null;
    for (const [p, n] of before?.histogram ?? []) this.add(p, -n);
    for (const [p, n] of r.histogram) this.add(p, n);
    this.shards.set(shard, { histogram: r.histogram, words, online: r.online, at: now });
  }

  /** Every shard but `shard`: their players' scores, how many are online, and the oldest fresh figures counted. */
  othersOf(shard: number, now: number): { histogram: Histogram; online: number; asOf: number } {
    let online = 0;
    let asOf = now;
    for (const [k, f] of this.shards) {
      if (k !== shard && now - f.at <= FRESH_MS) {
        online += f.online;
        asOf = Math.min(asOf, f.at);
      }
    }
    const all: [number, number][] = [...this.total];
    return { histogram: subtractHistogram(all, this.shards.get(shard)?.histogram ?? []), online, asOf };
  }

  /** Everyone: players with a result, and how many found each word so far. */
  totals(): { players: number; words: Record<string, number> } {
    let players = 0;
    for (const n of this.total.values()) players += n;
    return { players, words: mergeWordCounts(...[...this.shards.values()].map((f) => f.words ?? {})) };
  }

  private add(points: number, n: number): void {
    const next = (this.total.get(points) ?? 0) + n;
    if (next > 0) this.total.set(points, next);
    else this.total.delete(points);
  }
}

/** Who is online, shard by shard, from their latest reports. */
export class Presence {
  private readonly shards = new Map<number, { online: number; at: number }>();

  see(shard: number, online: number, now: number): void {
    this.shards.set(shard, { online, at: now });
  }

  /** Players connected over every shard that reported in the last `FRESH_MS`. */
  online(now: number): number {
    let n = 0;
    for (const s of this.shards.values()) if (now - s.at <= FRESH_MS) n += s.online;
    return n;
  }

  /** Whether nothing is known (a coordinator that just started): then nobody can be said to be gone. */
  empty(): boolean {
    return this.shards.size === 0;
  }
}
