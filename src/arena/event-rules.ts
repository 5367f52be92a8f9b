/**
 * Tournament points on the arena: what one round of an event is worth to a player, as a
 * pure function of where they placed, whether they are on a streak and whether they went
 * berserk. Shaped after lila's arena sheet (points per game, a streak that doubles them,
 * berserk for a bonus), with places read as percentile bands so that a crowd of 50 and
 * one of 50,000 score alike: a band is a share of the crowd, never a number of places.
 *
 * The table (percentile = share of the other players beaten, as the round's results show
 * it, src/arena/histogram.ts `percentileIn`):
 *
 * | where the round ended       | percentile | points |
 * |-----------------------------|-----------:|-------:|
 * | top 1%                      |      ≥ 99  |      5 |
 * | top 10%                     |      ≥ 90  |      4 |
 * | top 25% (the top quarter)   |      ≥ 75  |      3 |
 * | top 50% (the top half)      |      ≥ 50  |      2 |
 * | finished (a word accepted)  |      any   |      1 |
 * | no word, or flagged         |       —    |      0 |
 *
 * Streak: a player who finished in the top quarter in each of the last `STREAK_ROUNDS`
 * rounds of the event has the next round's band points doubled (while the run lasts);
 * anything else ends the run. Berserk: a player may play a round with half its time; if
 * they still finish in the top half they get `BERSERK_BONUS` more (never doubled),
 * otherwise nothing changes. A result the fair-play flag caught scores nothing and ends
 * the streak, as in ranked.
 */

/** Percentile bands, best first: the least percentile of each and its points. */
export const POINT_BANDS: readonly { readonly atLeast: number; readonly points: number }[] = [
  { atLeast: 99, points: 5 },
  { atLeast: 90, points: 4 },
  { atLeast: 75, points: 3 },
  { atLeast: 50, points: 2 },
];
/** Points for finishing a round (a word accepted) below the top half. */
export const FINISHED_POINTS = 1;
/** The top quarter: finishing at or above it keeps a streak going. */
export const STREAK_PERCENTILE = 75;
/** Rounds in the top quarter running that double the next round's points. */
export const STREAK_ROUNDS = 2;
/** Berserk's bonus, only for a finish in the top half. */
export const BERSERK_BONUS = 1;
/** The top half: berserk pays only at or above it. */
export const BERSERK_PERCENTILE = 50;

/** How one player's round of an event ended. */
export interface RoundOutcome {
  /** They had at least one word accepted (else they did not finish the round). */
  played: boolean;
  /** Share of the other players beaten, 0–100 (histogram.ts `percentileIn`). */
  percentile: number;
  /** The fair-play flag caught the result. */
  flagged: boolean;
  /** They played the round with half its time. */
  berserk: boolean;
}

/** A player's sheet in one event: their points and the run of top-quarter rounds behind them. */
export interface EventSheet {
  points: number;
  /** Rounds in the top quarter running, up to the last round scored. */
  streak: number;
  /** Rounds scored (played, flagged or not). */
  rounds: number;
  /** Rounds whose points were doubled by a streak. */
  doubled: number;
  /** Rounds played berserk that earned the bonus. */
  berserkWins: number;
}

export const EMPTY_SHEET: EventSheet = { points: 0, streak: 0, rounds: 0, doubled: 0, berserkWins: 0 };

/** Band points for a percentile (a finished round). */
export function bandPoints(percentile: number): number {
  for (const b of POINT_BANDS) if (percentile >= b.atLeast) return b.points;
  return FINISHED_POINTS;
}

/** Whether a run of `streak` top-quarter rounds doubles the next round. */
export function onStreak(streak: number): boolean {
  return streak >= STREAK_ROUNDS;
}

/** What one round is worth to a player whose sheet shows `streak` rounds in the top quarter running. */
export function roundPoints(o: RoundOutcome, streak: number): number {
  if (!o.played || o.flagged) return 0;
  const base = bandPoints(o.percentile) * (onStreak(streak) ? 2 : 1);
  return base + (o.berserk && o.percentile >= BERSERK_PERCENTILE ? BERSERK_BONUS : 0);
}

/** The sheet after one more round. */
export function scoreRound(sheet: EventSheet, o: RoundOutcome): EventSheet {
  const points = roundPoints(o, sheet.streak);
  const counted = o.played && !o.flagged;
  const top = counted && o.percentile >= STREAK_PERCENTILE;
  return {
    points: sheet.points + points,
    streak: top ? sheet.streak + 1 : 0,
    rounds: sheet.rounds + (o.played ? 1 : 0),
    doubled: sheet.doubled + (counted && onStreak(sheet.streak) ? 1 : 0),
    berserkWins: sheet.berserkWins + (counted && o.berserk && o.percentile >= BERSERK_PERCENTILE ? 1 : 0),
  };
}

/** A whole event's sheet from its rounds in order (a round the player missed: not played). */
export function sheetOf(outcomes: readonly RoundOutcome[]): EventSheet {
  return outcomes.reduce(scoreRound, EMPTY_SHEET);
}

/** How long a berserk player has in a round of `roundMs`: half of it, from the round's start. */
export function berserkEndsAt(startsAt: number, roundMs: number): number {
  return startsAt + Math.floor(roundMs / 2);
}
