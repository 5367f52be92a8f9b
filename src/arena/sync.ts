/**
 * What a shard and its arena's coordinator say to each other: one call, `sync`, made by
 * the shard about once a second while it has players (and at a round's start and end),
 * never per word or per player. The report carries the shard's histogram and the word
 * counts that changed; after the round, its final report once. The answer carries the
 * clock (the run and its timings), the shard count, the round with its board once it has
 * started, everyone else's histogram for live places, and the latest round's results
 * until the shard holds them.
 *
 * These are calls between two objects of the same Worker (RPC), not frames from a
 * client, so they are typed rather than parsed; what a shard sends is still checked for
 * shape by the coordinator (`isReport`), as one object must not be able to break another.
 */
import type { ArenaRun, ArenaTimings } from "./schedule.ts";
import { isHistogram, type Histogram } from "./histogram.ts";
import type { FinalReport, RoundResults } from "./results.ts";

/** What one shard's storage cost it over a round (read from SQLite's cursors). */
export interface ShardMeters {
  rowsWritten: number;
  rowsRead: number;
  /** Frames its players sent it. */
  frames: number;
  /** Its alarm's runs, and its syncs with the coordinator (each a billed request). */
  alarms: number;
  syncs: number;
}

/** A shard's report. */
export interface ShardReport {
  shard: number;
  /** Players connected (joined sockets). */
  online: number;
  /** The round the figures are for; null when the shard holds none. */
  round: number | null;
  histogram: Histogram;
  /** Word counts that changed since the last acknowledged report (the shard's whole count of each; 0 for a word gone). */
  words: Record<string, number>;
  /** `words` holds every count (the coordinator said it did not know this shard). */
  fullWords: boolean;
  /** After `round` has ended and been judged, until the coordinator has stored it. */
  final: (FinalReport & { meters: ShardMeters }) | null;
  /** The newest round whose results the shard holds. */
  have: number | null;
  /**
   * When the figures were true, if earlier than the call (a branch of the tree sends its
   * oldest fresh shard's time, branch-object.ts); a shard leaves it out (now).
   */
  asOf?: number;
  /** Sent by a branch of the tree (its figures are many shards', resent once a period: the root keeps them, tree.ts). */
  branch?: boolean;
  /** From a branch: its shards that reported the round (they owe the root a final report each). */
  played?: number[];
}

/** A round as a shard needs it: the board only once it has started. */
export interface DealtRound {
  number: number;
  startsAt: number;
  endsAt: number;
  board: string[] | null;
  boardWords: number | null;
}

/** The coordinator's answer. */
export interface SyncAnswer {
  now: number;
  run: ArenaRun | null;
  timings: ArenaTimings;
  /** Shards of the round being played, or of the next one (which may still change until it starts). */
  shards: number;
  /** The round being played, counted down to, or whose results are shown. */
  round: DealtRound | null;
  /** Every other shard's players in the report's round, for live places. */
  others: { histogram: Histogram; online: number; asOf: number };
  /** The coordinator holds this shard's word counts for the report's round (else: send them all). */
  wordsKnown: boolean;
  /** The report's final figures are stored: stop sending them. */
  finalStored: boolean;
  /** The newest round's results, when the shard does not hold them yet. */
  results: RoundResults | null;
}

/** Whether a value has the shape of a shard report (it comes from another object). */
export function isReport(r: unknown, maxShards: number): r is ShardReport {
  if (typeof r !== "object" || r === null) return false;
  const x = r as Record<string, unknown>;
  const wholeAtLeast = (n: unknown, min: number) => Number.isInteger(n) && (n as number) >= min;
  return wholeAtLeast(x.shard, 0) && (x.shard as number) < maxShards && wholeAtLeast(x.online, 0)
    && (x.round === null || wholeAtLeast(x.round, 1)) && isHistogram(x.histogram)
    && typeof x.words === "object" && x.words !== null && typeof x.fullWords === "boolean"
    && (x.have === null || wholeAtLeast(x.have, 1)) && (x.asOf === undefined || Number.isFinite(x.asOf)) && (x.branch === undefined || typeof x.branch === "boolean")
    && (x.played === undefined || (Array.isArray(x.played) && x.played.length <= maxShards && x.played.every((k) => wholeAtLeast(k, 0))))
    && (x.final === null || (typeof x.final === "object" && isHistogram((x.final as FinalReport).histogram)));
}
