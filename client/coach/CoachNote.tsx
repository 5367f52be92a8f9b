/**
 * The coach's tip at the first review on a device (src/learn/coach.ts): where the words
 * missed are listed, and that the ones worth learning went into the deck, with the way
 * to the Learn page. Shown once, closable; never after a ranked or arena round.
 */
import "../i18n/english-pages.ts";
import { useSignal } from "@preact/signals";
import { useEffect } from "preact/hooks";
import type { CoachMode } from "../../src/learn/coach.ts";
import { t } from "../i18n/index.ts";
import { navigate } from "../state/route.ts";
import { tipAllowed, tipSeen } from "./memory.ts";
import "./coach.css";

export interface CoachNoteProps {
  mode: CoachMode;
}

export function CoachNote({ mode }: CoachNoteProps) {
  const open = useSignal(false);
  useEffect(() => {
    if (!tipAllowed("review", mode)) return;
    open.value = true;
    tipSeen("review");
  }, []);
  if (!open.value) return null;
  return (
    <aside class="coach-tip coach-review" aria-labelledby="coach-note-title" data-tip="review">
      <p id="coach-note-title" class="coach-title">{t("coach.title")}</p>
      <p>{t("coach.review")}</p>
      <div class="coach-actions">
        <a href="/learn" onClick={(e) => {
          if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
          e.preventDefault();
          navigate("/learn");
        }}>{t("coach.review.deck")}</a>
        <button type="button" class="link small" onClick={() => (open.value = false)}>{t("coach.close")}</button>
      </div>
    </aside>
  );
}
