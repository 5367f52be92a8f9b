/**
 * The round's clock: a bar draining from full to empty plus the time left in words.
 * Time comes from the server (`endsAt` against the server's clock via the session's
 * offset), so two players see the same second whatever their devices think.
 */
import { clockText, useTick } from "../state/clock.ts";

interface Props {
  endsAt: number;
  /** Length of the whole round, for the bar's scale. */
  totalMs: number;
  /** Server time minus device time. */
  offset: number;
}

/** Draining bar with the seconds left. */
export function Timer({ endsAt, totalMs, offset }: Props) {
  const now = useTick() + offset;
  const left = Math.max(0, endsAt - now);
  const share = Math.min(1, left / Math.max(totalMs, left, 1));
  const urgent = left <= 10_000;
  return (
    <div class={urgent ? "timer urgent" : "timer"}>
      <div class="timer-bar" aria-hidden="true">
        <div class="timer-fill" style={{ transform: `scaleX(${share})` }} />
      </div>
      <span class="timer-text" aria-label={`${Math.ceil(left / 1000)} seconds left`}>
        {clockText(left)}
      </span>
      {/* Screen readers hear the clock only at a few moments, not every second. */}
      <span class="visually-hidden" aria-live="polite">
        {milestone(left)}
      </span>
    </div>
  );
}

/** The last announcement due: one minute, thirty seconds, ten seconds, time up. */
function milestone(left: number): string {
  if (left <= 0) return "Time is up";
  if (left <= 10_000) return "10 seconds left";
  if (left <= 30_000) return "30 seconds left";
  if (left <= 60_000) return "One minute left";
  return "";
}
