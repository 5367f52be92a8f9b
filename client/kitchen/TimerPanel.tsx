/**
 * The sand timer, big enough to read across the room. It runs from a stored start time
 * (src/game/sheet/timer.ts), so a reload or a locked phone loses nothing. The last ten
 * seconds tick and buzz, the end sounds and buzzes (client/sound/cues.ts: one mute switch,
 * remembered); each cue plays once, and a page opened after the end stays quiet. While
 * it runs the screen is kept awake where the browser has the Screen Wake Lock API.
 */
import "../i18n/english-pages.ts";
import { useEffect, useRef } from "preact/hooks";
import { roundMsOf } from "../../src/game/house-rules.ts";
import { pauseTimer, remainingMs, resetTimer, runsOutAt, startTimer, timerPhase } from "../../src/game/sheet/timer.ts";
import { t } from "../i18n/index.ts";
import { cueLastSeconds, cueTimeUp } from "../sound/cues.ts";
import { clockText, useTick } from "../state/clock.ts";
import { saveTimer, sheet, timer } from "./store.ts";

interface WakeLockSentinel {
  release(): Promise<void>;
}
type WakeLockNavigator = Navigator & { wakeLock?: { request(type: "screen"): Promise<WakeLockSentinel> } };

/** Keep the screen on while `on`, taking the lock again when the page comes back into view. */
function useWakeLock(on: boolean): void {
  useEffect(() => {
    if (!on) return;
    const nav = navigator as WakeLockNavigator;
    if (!nav.wakeLock) return;
    let lock: WakeLockSentinel | null = null;
    let live = true;
    const take = () => {
      if (document.visibilityState !== "visible") return;
      nav.wakeLock!.request("screen").then((l) => (live ? (lock = l) : void l.release()), () => undefined);
    };
    take();
    document.addEventListener("visibilitychange", take);
    return () => {
      live = false;
      document.removeEventListener("visibilitychange", take);
      void lock?.release().catch(() => undefined);
    };
  }, [on]);
}

export function TimerPanel() {
  const tm = timer.value;
  const now = useTick(runsOutAt(tm));
  const left = remainingMs(tm, now);
  const phase = timerPhase(tm, now);
  const running = phase === "running" || phase === "last_ten";
  const seconds = Math.ceil(left / 1000);
  // The last second cued; starts at what the clock shows on load so nothing replays.
  const cued = useRef(phase === "last_ten" || phase === "over" ? seconds : Infinity);
  useEffect(() => {
    if (!running && phase !== "over") {
      cued.current = Infinity;
      return;
    }
    if (seconds >= cued.current) return;
    cued.current = seconds;
    if (seconds === 0) cueTimeUp();
    else if (seconds <= 10) cueLastSeconds();
  }, [seconds, running, phase]);
  useWakeLock(running);

  const length = roundMsOf(sheet.value.settings);
  return (
    <section class={`card kitchen-timer ${phase}`} aria-labelledby="kitchen-timer-title">
      <h2 id="kitchen-timer-title" class="visually-hidden">{t("kitchen.timer.title")}</h2>
      <p class="timer-digits" role="timer" aria-label={t("kitchen.timer.left", { time: clockText(left) })}>
        {clockText(left)}
      </p>
      <p class="timer-state" aria-live="polite">
        {phase === "over" ? t("kitchen.timer.over") : phase === "paused" ? t("kitchen.timer.paused") : phase === "ready" ? t("kitchen.timer.ready") : ""}
      </p>
      <div class="timer-buttons">
        {running ? (
          <button type="button" class="primary" onClick={() => saveTimer(pauseTimer(timer.value, Date.now()))}>
            {t("kitchen.timer.pause")}
          </button>
        ) : (
          <button type="button" class="primary" disabled={phase === "over"} onClick={() => saveTimer(startTimer(timer.value, Date.now()))}>
            {phase === "paused" ? t("kitchen.timer.resume") : t("kitchen.timer.start")}
          </button>
        )}
        <button type="button" disabled={phase === "ready" && tm.durationMs === length} onClick={() => saveTimer(resetTimer(timer.value, length))}>
          {t("kitchen.timer.reset")}
        </button>
      </div>
    </section>
  );
}
