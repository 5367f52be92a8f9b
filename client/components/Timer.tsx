/**
 * The round's clock: a bar draining from full to empty plus the time left in words.
 * Time comes from the server (`endsAt` against the server's clock via the session's
 * offset), so two players see the same second whatever their devices think. The last
 * ten seconds tick, and the end sounds even when the next screen replaces the clock a
 * moment before it reads 0:00 (the round's end message can beat the last frame).
 */
import { useEffect, useRef } from "preact/hooks";
import { cueTick, cueTimeUp } from "../sound/cues.ts";
import { clockText, useTick } from "../state/clock.ts";
import { t } from "../i18n/index.ts";

interface Props {
  endsAt: number;
  /** Length of the whole round, for the bar's scale. */
  totalMs: number;
  /** Server time minus device time. */
  offset: number;
}

/** Draining bar with the seconds left. */
export function Timer({ endsAt, totalMs, offset }: Props) {
  const now = useTick(endsAt - offset) + offset;
  // Never more than the round's length: during the 3-2-1 the deadline is a few seconds further off.
  const left = Math.min(Math.max(0, endsAt - now), totalMs);
  // The bar moves once a second, with the digits: a bar drawn smooth repaints the page
  // sixty times a second for the whole round (a phone's battery; measured in the note of
  // issue 31), and a second's step is two or three pixels.
  const shownMs = Math.ceil(left / 1000) * 1000;
  const share = Math.min(1, shownMs / Math.max(totalMs, shownMs, 1));
  const urgent = left <= 10_000;
  const second = Math.ceil(left / 1000);
  const ticked = useRef(second);
  useEffect(() => {
    if (second === ticked.current) return;
    ticked.current = second;
    if (second >= 1 && second <= 10) cueTick();
  }, [second]);
  const rang = useRef<number | null>(null);
  useEffect(() => {
    const ring = () => {
      if (rang.current !== endsAt) cueTimeUp();
      rang.current = endsAt;
    };
    const t = setTimeout(ring, Math.max(0, endsAt - (Date.now() + offset)));
    return () => {
      clearTimeout(t);
      // Unmounted by the round's end within a beat of the clock: that was time up too.
      if (Math.abs(endsAt - (Date.now() + offset)) < 1500) ring();
    };
  }, [endsAt, offset]);
  return (
    <div class={urgent ? "timer urgent" : "timer"}>
      <div class="timer-bar" aria-hidden="true">
        <div class="timer-fill" style={{ transform: `scaleX(${share})` }} />
      </div>
      <span class="timer-text" aria-label={t("timer.left", { seconds: Math.ceil(left / 1000) })}>
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
  if (left <= 0) return t("timer.up");
  if (left <= 10_000) return t("timer.ten");
  if (left <= 30_000) return t("timer.thirty");
  if (left <= 60_000) return t("timer.minute");
  return "";
}
