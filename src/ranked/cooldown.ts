/**
 * Queue cooldowns: what a matched player who did not play pays, pure (`now` is an
 * argument). Lichess's way: a no-show or an abort is not punished by rating (the match is
 * not rated) but by time, and the time grows with repeats, so an honest player whose
 * connection dropped once loses a minute, and a dodger who declines every opponent they
 * do not like loses the day.
 *
 * A miss is a ranked match the player was matched for and did not come to, left before
 * its start, or aborted (see docs/ranked.md). The lobby refuses `queue` with `cooldown`
 * until the cooldown has passed. The players a no-show left behind (their match was
 * called off) go back to the front of the queue: they queue again with the wait they had.
 */

/** The cooldown after the 1st, 2nd and 3rd (and every later) miss within `MISS_WINDOW_MS`. */
export const COOLDOWN_STEPS_MS: readonly number[] = [60_000, 5 * 60_000, 30 * 60_000];
/** Misses are counted over this long. */
export const MISS_WINDOW_MS = 24 * 60 * 60_000;
/** A called-off match puts the players who came back at the front for this long. */
export const FRONT_FOR_MS = 10 * 60_000;

/** What a miss is: did not come (or left before the start), or aborted the match. */
export type MissKind = "noshow" | "abort";

/**
 * When a player whose misses happened at `missed` (ms since the epoch, any order) may
 * queue again, or null if they may now: the newest miss plus the step for how many
 * misses fall within the `MISS_WINDOW_MS` before `now`.
 */
export function queueCooldown(missed: readonly number[], now: number): { until: number; misses: number } | null {
  const recent = missed.filter((at) => at > now - MISS_WINDOW_MS && at <= now);
  if (!recent.length) return null;
  const step = COOLDOWN_STEPS_MS[Math.min(recent.length, COOLDOWN_STEPS_MS.length) - 1]!;
  const until = Math.max(...recent) + step;
  return until > now ? { until, misses: recent.length } : null;
}

/** The refusal's text for `leftMs` still to wait (minutes:seconds, rounded up). */
export function cooldownMessage(leftMs: number): string {
  const seconds = Math.max(1, Math.ceil(leftMs / 1000));
  const wait = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
  return `You missed a ranked match you were matched for: you can queue again in ${wait}`;
}

/** A player's newest ranked match, as the front-of-queue rule needs it. */
export interface LastMatch {
  status: "pending" | "finished" | "cancelled";
  finishedAt: number | null;
  /** When they had joined the queue for it (null for matches made before this was kept). */
  queuedAt: number | null;
  /** Whether it counted as a miss of theirs. */
  missed: boolean;
}

/**
 * The `since` a player queues with when a no-show left them behind: their newest match
 * was called off within `FRONT_FOR_MS` and was no miss of theirs. Null otherwise.
 */
export function frontOfQueue(last: LastMatch | null, now: number): number | null {
  if (!last || last.status !== "cancelled" || last.missed || last.queuedAt === null) return null;
  return last.finishedAt !== null && now - last.finishedAt <= FRONT_FOR_MS ? last.queuedAt : null;
}
