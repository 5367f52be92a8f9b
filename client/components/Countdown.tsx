/**
 * The 3-2-1 before a round, where the board will be. Tables get `startsAt` from the
 * server (the board is not sent before it, so there is nothing to peek at); practice
 * counts down on the device. `offset` is server time minus device time.
 */
import { COUNTDOWN_MS } from "../../src/protocol/values.ts";
import { useEffect } from "preact/hooks";
import { cueTick } from "../sound/cues.ts";
import { useTick } from "../state/clock.ts";
import { num, t } from "../i18n/index.ts";

interface Props {
  /** When the board is revealed (server time for tables, device time for practice). */
  startsAt: number;
  offset?: number;
  /** The countdown's length (a table's 3-2-1 unless told: the arena counts from 5). */
  lengthMs?: number;
}

/** The seconds left before the reveal, large, announced once per second. */
export function Countdown({ startsAt, offset = 0, lengthMs = COUNTDOWN_MS }: Props) {
  const now = useTick(startsAt - offset) + offset;
  const left = Math.max(0, startsAt - now);
  // Never above the countdown's length, however the device's clock is estimated.
  const seconds = Math.min(Math.ceil(left / 1000), Math.ceil(lengthMs / 1000));
  // Each of the 3, 2, 1 ticks (unless muted), like the last seconds of a round.
  useEffect(() => {
    if (seconds > 0) cueTick();
  }, [seconds]);
  return (
    <div class="round-countdown" role="timer" aria-live="assertive" aria-atomic="true">
      <span class="countdown-label">{t("round.countdown.ready")}</span>
      <span class="countdown-number" key={seconds}>
        {seconds > 0 ? num(seconds) : t("round.countdown.go")}
      </span>
    </div>
  );
}
