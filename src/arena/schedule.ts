/**
 * The arena's clock: which round is played, counted down to or shown at any moment, as a
 * pure function of the run and the time. The coordinator stores only the run (its first
 * round, when that round starts, and the last round once the run is over); every shard
 * and every client derives the same phase from it, so "the same clock" for a crowd is
 * one small record copied, never a timer per object.
 *
 * A run is a chain of rounds, each `roundMs` of play then `breakMs` of results, whose
 * last `countdownMs` count down to the next round (a run's first round is preceded by a
 * countdown of its own). The arena runs while anyone is there: at each countdown the
 * coordinator asks whether anyone is connected, and if nobody is, the run ends with the
 * round whose results were just shown (`endRun`); the arena is then idle until someone
 * arrives, which starts a new run after one countdown (`startRun`). Round numbers carry
 * on across runs, so a round id names one round for good.
 */

/** How long the parts of a round last. */
export interface ArenaTimings {
  /** Play. */
  roundMs: number;
  /** Results, between one round's end and the next one's start (the countdown included). */
  breakMs: number;
  /** The end of the break (and the start of a run) that counts down to a round. */
  countdownMs: number;
}

/** Production: rounds of 2:00, then 30 s of results of which the last 5 count down. */
export const ARENA_TIMINGS: ArenaTimings = { roundMs: 120_000, breakMs: 30_000, countdownMs: 5_000 };

/** A run of rounds, as the coordinator stores it. */
export interface ArenaRun {
  /** The number of the run's first round. */
  first: number;
  /** When the first round starts (the board is shown). */
  startsAt: number;
  /** The run's last round, once it has been decided that it ends; null while it goes on. */
  last: number | null;
}

export type ArenaPhase = "idle" | "countdown" | "playing" | "results";

/** Where the arena is at one moment. */
export type ArenaMoment =
  | { phase: "idle" }
  | {
    phase: "countdown" | "playing" | "results";
    /** The round counted down to, being played, or whose results are shown. */
    number: number;
    /** When that round starts and ends. */
    startsAt: number;
    endsAt: number;
    /** When the next round starts, in the break; null when the run ends with this round. */
    nextAt: number | null;
  };

/** A round's length and its break: one round follows another this far apart. */
export function periodOf(t: ArenaTimings): number {
  return t.roundMs + t.breakMs;
}

/** When round `number` of `run` starts. */
export function startOf(run: ArenaRun, t: ArenaTimings, number: number): number {
  return run.startsAt + (number - run.first) * periodOf(t);
}

/** The arena at time `now`. */
export function momentAt(run: ArenaRun | null, t: ArenaTimings, now: number): ArenaMoment {
  if (!run) return { phase: "idle" };
  if (now < run.startsAt) {
    return { phase: "countdown", number: run.first, startsAt: run.startsAt, endsAt: run.startsAt + t.roundMs, nextAt: null };
  }
  const period = periodOf(t);
  const number = run.first + Math.floor((now - run.startsAt) / period);
  const startsAt = startOf(run, t, number);
  const endsAt = startsAt + t.roundMs;
  const nextStart = startsAt + period;
  if (run.last !== null && number > run.last) return { phase: "idle" };
  if (now < endsAt) return { phase: "playing", number, startsAt, endsAt, nextAt: null };
  if (run.last === number) {
    // The run's last results last as long as any others, without a countdown after them.
    return now < nextStart - t.countdownMs ? { phase: "results", number, startsAt, endsAt, nextAt: null } : { phase: "idle" };
  }
  if (now < nextStart - t.countdownMs) return { phase: "results", number, startsAt, endsAt, nextAt: nextStart };
  return { phase: "countdown", number: number + 1, startsAt: nextStart, endsAt: nextStart + t.roundMs, nextAt: null };
}

/** A new run whose first round, numbered `number`, starts one countdown after `now`. */
export function startRun(now: number, t: ArenaTimings, number: number): ArenaRun {
  return { first: number, startsAt: now + t.countdownMs, last: null };
}

/**
 * The run once nobody is there at `now`: it ends with the round being played or whose
 * results are shown (a countdown with nobody to see it becomes nothing). A run already
 * ending, or an idle arena, is left as it is.
 */
export function endRun(run: ArenaRun | null, t: ArenaTimings, now: number): ArenaRun | null {
  if (!run || run.last !== null) return run;
  const m = momentAt(run, t, now);
  if (m.phase === "idle") return run;
  const last = m.phase === "countdown" ? m.number - 1 : m.number;
  // Nothing was played: no run at all.
  return last < run.first ? null : { ...run, last };
}

/** The number the next run starts from: one past the last round of `run` (or of what it has reached by `now`). */
export function nextNumber(run: ArenaRun | null, t: ArenaTimings, now: number, floor = 1): number {
  if (!run) return floor;
  if (run.last !== null) return Math.max(floor, run.last + 1);
  const m = momentAt(run, t, now);
  return Math.max(floor, m.phase === "idle" ? run.first : m.number + 1);
}

/**
 * When the coordinator next has to decide something: the next countdown (is anyone
 * still there?) or the next round's start (deal the board after it), whichever is first
 * after `now`; null while idle.
 */
export function nextBoundary(run: ArenaRun | null, t: ArenaTimings, now: number): number | null {
  const m = momentAt(run, t, now);
  if (m.phase === "idle") return null;
  if (m.phase === "countdown") return m.startsAt;
  if (m.phase === "playing") return m.endsAt;
  return m.nextAt === null ? m.startsAt + periodOf(t) - t.countdownMs : m.nextAt - t.countdownMs;
}

/** A round's id: the arena's key (its language) and the round's number, e.g. `en-42`. */
export function roundIdOf(arena: string, number: number): string {
  return `${arena}-${number}`;
}

/** The arena and number of a round id, or null for anything else. */
export function parseRoundId(id: string): { arena: string; number: number } | null {
  const m = /^([a-z]{2})-([1-9][0-9]{0,11})$/.exec(id);
  return m ? { arena: m[1]!, number: Number(m[2]) } : null;
}

/** Timings from operator settings (strings of milliseconds), each falling back to production's. */
export function timingsFrom(vars: { roundMs?: string; breakMs?: string; countdownMs?: string }): ArenaTimings {
  const read = (s: string | undefined, fallback: number, min: number) => {
    const n = Number(s);
    return s !== undefined && s !== "" && Number.isInteger(n) && n >= min ? n : fallback;
  };
  const countdownMs = read(vars.countdownMs, ARENA_TIMINGS.countdownMs, 0);
  return {
    roundMs: read(vars.roundMs, ARENA_TIMINGS.roundMs, 1_000),
    breakMs: Math.max(countdownMs + 1_000, read(vars.breakMs, ARENA_TIMINGS.breakMs, 1_000)),
    countdownMs,
  };
}
