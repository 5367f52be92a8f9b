/**
 * What each player of a shard is sent, built in one place (as a table's view.ts): the
 * arena's clock and board, their own words, their live place, and the round's results
 * with their own part. The board of a round is in a frame only once its round has
 * started: a countdown's frame carries the round's times and nothing of its dice.
 */
import type {
  ArenaKey, ArenaRoundResponse, ArenaRoundSummary, ArenaServerMessage, ArenaYourResult,
} from "../protocol.ts";
import { livePlace, playersIn, type Histogram } from "./histogram.ts";
import { pointsOf, yourResult, type RoundResults } from "./results.ts";
import { momentAt, roundIdOf, type ArenaMoment } from "./schedule.ts";
import type { RoundPlayer, ShardClock, ShardRound } from "./shard-store.ts";
import { sharePercent } from "./word-shares.ts";

/** Results on the socket show the top 10; the round's page shows all 100 kept. */
export const TOP_SHOWN = 10;

/** Where the arena is at `now` by the shard's last clock. */
export function momentOf(clock: ShardClock | null, now: number): ArenaMoment {
  return clock ? momentAt(clock.run, clock.timings, now) : { phase: "idle" };
}

/** The `arena` frame for one player (or a socket that has not joined: `player` undefined). */
export function stateFrame(arena: ArenaKey, clock: ShardClock | null, round: ShardRound | null, results: RoundResults | null,
  player: RoundPlayer | undefined, shard: number, now: number): ArenaServerMessage {
  const m = momentOf(clock, now);
  const base = { type: "arena" as const, arena, shard, shards: clock?.shards ?? 1, now };
  if (m.phase === "idle") return { ...base, phase: "idle", round: null, nextAt: null, board: null, boardWords: null, words: [], points: 0 };
  const same = round?.number === m.number ? round : null;
  const shown = m.phase !== "countdown" && now >= m.startsAt;
  const board = !shown ? null : same?.board ?? (results?.number === m.number ? results.board : null);
  const boardWords = !shown ? null : same?.boardWords ?? (results?.number === m.number ? results.boardWords : null);
  const mine = same && player ? player : undefined;
  return {
    ...base, phase: m.phase,
    round: { id: roundIdOf(arena, m.number), number: m.number, startsAt: m.startsAt, endsAt: m.endsAt },
    nextAt: m.nextAt,
    board: board ? [...board] : null, boardWords,
    words: mine ? mine.words.map(({ word, points, path }) => ({ word, points, path })) : [],
    points: mine ? pointsOf(mine) : 0,
  };
}

/** A `live` frame: a player's place counted from the shard's own players now and everyone else's last merge. */
export function liveFrame(round: number, mine: Histogram, others: { histogram: Histogram; online: number; asOf: number },
  player: RoundPlayer | undefined, online: number, now: number): ArenaServerMessage {
  const points = player ? pointsOf(player) : 0;
  const place = player && player.words.length > 0 && !player.flagged ? livePlace(mine, others.histogram, points) : null;
  return {
    type: "live", round, points, place, players: playersIn(mine) + playersIn(others.histogram),
    online: online + others.online, asOf: others.asOf, now,
  };
}

/** The round's results as everyone sees them, with the first `top` of its list. */
export function summaryOf(results: RoundResults, top = TOP_SHOWN): ArenaRoundSummary {
  return {
    roundId: results.roundId, arena: results.arena as ArenaKey, number: results.number,
    startedAt: results.startedAt, endedAt: results.endedAt, board: [...results.board], boardWords: results.boardWords,
    players: results.players, histogram: results.histogram.map(([p, n]) => [p, n]),
    top: results.top.slice(0, top).map(({ playerId, name, points, words, place }) => ({ playerId, name, points, words, place })),
    best: results.best.map((b) => ({ ...b, share: sharePercent(b.found, results.players), finders: b.finders.map((f) => ({ ...f })) })),
    complete: results.complete,
  };
}

/** The round as `/api/arena/rounds/<id>` serves it: its whole top list and every word found. */
export function roundResponse(results: RoundResults): ArenaRoundResponse {
  return {
    ...summaryOf(results, results.top.length),
    words: Object.entries(results.words)
      .map(([word, found]) => ({ word, found, share: sharePercent(found, results.players) }))
      .sort((a, b) => b.found - a.found || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0)),
  };
}

/** The `results` frame for one player (`player` undefined: someone who did not play the round). */
export function resultsFrame(results: RoundResults, player: RoundPlayer | undefined): ArenaServerMessage {
  const you: ArenaYourResult | null = player && player.words.length > 0 ? yourResult(results, player) : null;
  return { type: "results", results: summaryOf(results), you };
}
