/**
 * The coach's tips during a round (src/learn/coach.ts decides which may show): after the
 * first refused word, why and what would count; after a long pause, endings to try on
 * words already found that make a word of this board. Each shows once on the device
 * (remembered as soon as it shows) and has a button to close it. Loaded on demand
 * (LazyCoach.tsx), so the game page carries none of it.
 */
import "../i18n/english-pages.ts";
import { useSignal } from "@preact/signals";
import { useEffect } from "preact/hooks";
import { endingsToTry, isLongPause, type CoachMode, type EndingTip, type Tip } from "../../src/learn/coach.ts";
import { LONG_WORD_LENGTH } from "../../src/learn/training.ts";
import type { Language, VerdictReason } from "../../src/protocol.ts";
import { t } from "../i18n/index.ts";
import { reasonText } from "../state/words.ts";
import { tipAllowed, tipSeen } from "./memory.ts";
import "./coach.css";

export interface CoachProps {
  mode: CoachMode;
  language: Language;
  minLength: number;
  /** The last verdict (its text says why a word was refused). */
  feedback: { id: number; ok: boolean; word: string; text: string; at: number } | null;
  /** The player's words so far. */
  found: readonly string[];
  /** Whether a word is on this board, where the device can tell (else no endings tip). */
  isWordOnBoard?: (word: string) => boolean;
}

const REASONS: readonly VerdictReason[] = ["not_a_word", "not_on_board", "too_short", "already_found", "invalid"];

/** Which refusal a verdict's text is (the verdict line is all a table's session keeps), or null. */
export function reasonOf(text: string, minLength: number): VerdictReason | "training" | null {
  for (const r of REASONS) if (text.startsWith(reasonText(r, minLength))) return r;
  if (text === t("practice.training.refused.long", { n: LONG_WORD_LENGTH })) return "training";
  for (let n = 2; n <= 16; n++) if (text === t("practice.training.refused.length", { n })) return "training";
  return null;
}

export function Coach({ mode, language, minLength, feedback, found, isWordOnBoard }: CoachProps) {
  const tip = useSignal<{ kind: Tip; refused?: { word: string; reason: VerdictReason | "training" | null }; endings?: EndingTip[] } | null>(null);
  const lastActivity = useSignal(Date.now());

  const show = (next: NonNullable<typeof tip.value>) => {
    tip.value = next;
    tipSeen(next.kind);
  };

  // The first refused word.
  useEffect(() => {
    if (!feedback) return;
    lastActivity.value = Date.now();
    if (feedback.ok || Date.now() - feedback.at > 2000 || !tipAllowed("refused", mode)) return;
    show({ kind: "refused", refused: { word: feedback.word, reason: reasonOf(feedback.text, minLength) } });
  }, [feedback?.id]);

  // A long pause, where the board's words are known.
  useEffect(() => {
    if (!isWordOnBoard) return;
    const timer = setInterval(() => {
      if (tip.value || !isLongPause(lastActivity.value, Date.now()) || !tipAllowed("pause", mode)) return;
      const endings = endingsToTry(found, isWordOnBoard, language);
      if (endings.length > 0) show({ kind: "pause", endings });
    }, 2000);
    return () => clearInterval(timer);
  }, [isWordOnBoard, found.length]);

  const now = tip.value;
  if (!now) return null;
  return (
    <aside class="coach-tip" aria-labelledby="coach-tip-title" data-tip={now.kind}>
      <p id="coach-tip-title" class="coach-title">{t("coach.title")}</p>
      {now.kind === "refused" && now.refused && (
        <p>{t("coach.refused", { word: now.refused.word.toUpperCase() })} {advice(now.refused.reason, minLength)}</p>
      )}
      {now.kind === "pause" && now.endings && (
        <>
          <p>{t("coach.pause")}</p>
          <ul class="coach-endings">
            {now.endings.map((e) => (
              <li key={e.word} lang={language}>
                <strong>{e.base.toUpperCase()}</strong> + <strong>-{e.ending.toUpperCase()}</strong>
              </li>
            ))}
          </ul>
        </>
      )}
      <button type="button" class="link small" onClick={() => (tip.value = null)}>{t("coach.close")}</button>
    </aside>
  );
}

/** What would count, for a refusal's reason (null: the rules in short). */
function advice(reason: VerdictReason | "training" | null, minLength: number): string {
  switch (reason) {
    case "not_a_word": return t("coach.why.not_a_word");
    case "not_on_board": return t("coach.why.not_on_board");
    case "too_short": return t("coach.why.too_short", { min: minLength });
    case "already_found": return t("coach.why.already_found");
    case "training": return t("coach.why.training");
    default: return t("coach.why.general", { min: minLength });
  }
}
export { CoachNote } from "./CoachNote.tsx";
