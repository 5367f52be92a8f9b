/**
 * The kitchen table's sand timer. It is a stored start time, never a counter: the time
 * left is worked out from `now` whenever it is read, so a reload, a tab put to sleep or a
 * locked phone loses nothing, and the device can keep it in storage as it is. `now` is
 * always an argument (the client passes Date.now()).
 */

export interface SheetTimer {
  /** The shake's length. */
  durationMs: number;
  /** When the timer was last started (ms since the epoch), or null while it stands still. */
  runningSince: number | null;
  /** Time already run before `runningSince` (from earlier starts, ended by a pause). */
  elapsedMs: number;
}

/** What the timer shows: not started, counting, in its last ten seconds, paused, run out. */
export type TimerPhase = "ready" | "running" | "last_ten" | "paused" | "over";

/** The last stretch the table hears counted down. */
export const LAST_STRETCH_MS = 10_000;

/** A timer set to `durationMs`, not started. */
export function newTimer(durationMs: number): SheetTimer {
  return { durationMs, runningSince: null, elapsedMs: 0 };
}

function elapsed(t: SheetTimer, now: number): number {
  return Math.min(t.durationMs, t.elapsedMs + (t.runningSince === null ? 0 : Math.max(0, now - t.runningSince)));
}

/** Milliseconds left at `now`, never below zero. */
export function remainingMs(t: SheetTimer, now: number): number {
  return t.durationMs - elapsed(t, now);
}

/**
 * When a running timer runs out (ms since the epoch), from which its shown seconds count;
 * null while it stands still (ready, paused), when nothing it shows can change.
 */
export function runsOutAt(t: SheetTimer): number | null {
  return t.runningSince === null ? null : t.runningSince + t.durationMs - t.elapsedMs;
}

/** Start, or resume after a pause; a running or run-out timer is returned as it is. */
export function startTimer(t: SheetTimer, now: number): SheetTimer {
  if (t.runningSince !== null || remainingMs(t, now) === 0) return t;
  return { ...t, runningSince: now };
}

/** Pause, keeping the time run so far; a timer standing still is returned as it is. */
export function pauseTimer(t: SheetTimer, now: number): SheetTimer {
  if (t.runningSince === null) return t;
  return { ...t, runningSince: null, elapsedMs: elapsed(t, now) };
}

/** Back to the full length (a new length when the round timer setting changed). */
export function resetTimer(_t: SheetTimer, durationMs: number): SheetTimer {
  return newTimer(durationMs);
}

/** What the timer is doing at `now`. */
export function timerPhase(t: SheetTimer, now: number): TimerPhase {
  const left = remainingMs(t, now);
  if (left === 0) return "over";
  if (t.runningSince === null) return t.elapsedMs === 0 ? "ready" : "paused";
  return left <= LAST_STRETCH_MS ? "last_ten" : "running";
}
