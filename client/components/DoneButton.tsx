/**
 * "I'm done", with a way back: pressing it starts a 3-second grace period with an Undo
 * button, and only when that runs out is the round finished for the player (`onDone`,
 * which sends `done` at a table or ends a practice round). A stray tap near the clock
 * no longer ends anyone's round. If the screen goes away first (the round ended
 * anyway), nothing is sent.
 */
import { useSignal } from "@preact/signals";
import { useEffect } from "preact/hooks";
import { clockText, useTick } from "../state/clock.ts";
import { t } from "../i18n/index.ts";

/** How long "I'm done" can be taken back. */
export const UNDO_MS = 3000;

/** "I'm done" → "Done in 0:03 · Undo" → `onDone()`. */
export function DoneButton({ onDone }: { onDone: () => void }) {
  const pressedAt = useSignal<number | null>(null);
  useEffect(() => {
    if (pressedAt.value === null) return;
    const t = setTimeout(onDone, Math.max(0, pressedAt.value + UNDO_MS - Date.now()));
    return () => clearTimeout(t);
  }, [pressedAt.value]);

  if (pressedAt.value === null) {
    return (
      <button type="button" class="done-btn" onClick={() => (pressedAt.value = Date.now())}>
        {t("round.done")}
      </button>
    );
  }
  return <Undo since={pressedAt.value} onUndo={() => (pressedAt.value = null)} />;
}

function Undo({ since, onUndo }: { since: number; onUndo: () => void }) {
  // Never more than the grace itself, whatever the device's clock does meanwhile.
  const left = Math.min(UNDO_MS, since + UNDO_MS - useTick(since + UNDO_MS));
  return (
    <span class="done-pending" role="status">
      <span class="muted small">{t("round.doneIn", { clock: clockText(left) })}</span>
      <button type="button" class="done-btn undo" onClick={onUndo}>
        {t("round.undo")}
      </button>
    </span>
  );
}
