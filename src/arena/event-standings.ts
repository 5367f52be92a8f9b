/**
 * An event's standings without any object holding every player: each shard sums the
 * tournament points of its own players (their sheets, event-rules.ts) and sends one
 * compact part — the histogram of their totals, its best `TOP_SIZE` and a few names per
 * total — and parts add up. Places come from the merged histogram, so they are exact
 * however the players are split, and the top and the neighbours above and below come
 * from the merged short lists (top-lists.ts), exactly as a round's places do. A tree of
 * coordinators adds parts the same way at every level.
 */
import { histogramOf, mergeHistograms, placeIn, playersIn, type Histogram } from "./histogram.ts";
import {
  TOP_SIZE, mergeSamples, mergeTop, neighboursOf, samplesOf, withPlaces,
  type ArenaEntry, type Neighbour, type PlacedEntry, type ScoreSamples,
} from "./top-lists.ts";

/** A player's standing in an event, as the shard holding them knows it. */
export interface EventEntry {
  playerId: string;
  name: string;
  points: number;
  /** Rounds played. */
  rounds: number;
  /** When they reached their points (the end of the round that last changed them). */
  at: number;
}

/** What a shard (or a subtree) sends about an event: everything the standings need. */
export interface StandingsPart {
  histogram: Histogram;
  top: readonly ArenaEntry[];
  samples: ScoreSamples;
}

export const EMPTY_PART: StandingsPart = { histogram: [], top: [], samples: [] };

/** How many players the live standings name at the top. */
export const LIVE_TOP = 10;

function asArena(e: EventEntry): ArenaEntry {
  return { playerId: e.playerId, name: e.name, points: e.points, words: e.rounds, at: e.at };
}

/** One shard's part from its players' standings. */
export function standingsPartOf(entries: readonly EventEntry[], top = TOP_SIZE): StandingsPart {
  const listed = entries.map(asArena);
  return { histogram: histogramOf(entries.map((e) => e.points)), top: mergeTop([listed], top), samples: samplesOf(listed) };
}

/** Several parts added (shards into a coordinator, coordinators into their parent). */
export function mergeStandings(parts: readonly StandingsPart[], top = TOP_SIZE): StandingsPart {
  return {
    histogram: mergeHistograms(...parts.map((p) => p.histogram)),
    top: mergeTop(parts.map((p) => p.top), top),
    samples: mergeSamples(parts.map((p) => p.samples)),
  };
}

/** A player's live standing: their place, the top, and the players just above and below. */
export interface YourStanding {
  place: number;
  players: number;
  points: number;
  top: PlacedEntry[];
  above: Neighbour | null;
  below: Neighbour | null;
}

/** The live standing of a player with `points` in the merged standings. */
export function standingOf(whole: StandingsPart, points: number, topSize = LIVE_TOP): YourStanding {
  const { above, below } = neighboursOf(whole.samples, whole.histogram, points);
  return {
    place: placeIn(whole.histogram, points), players: playersIn(whole.histogram), points,
    top: withPlaces(whole.top.slice(0, topSize), whole.histogram), above, below,
  };
}

/** The podium: the first three places as the merged standings hold them (ties share a step). */
export function podiumOf(whole: StandingsPart): PlacedEntry[] {
  return withPlaces(whole.top, whole.histogram).filter((e) => e.place <= 3 && e.points > 0);
}
