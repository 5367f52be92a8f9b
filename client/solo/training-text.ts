/**
 * What practice says about training (src/learn/training.ts): the name of each mode, and
 * why an entry did not count, a training refusal included ("only 5-letter words count").
 */
import "../i18n/english-pages.ts";
import { LONG_WORD_LENGTH, type Training, type TrainingKind } from "../../src/learn/training.ts";
import type { VerdictReason } from "../../src/protocol.ts";
import { t } from "../i18n/index.ts";
import { reasonText } from "../state/words.ts";

/** Why an entry of a solo round did not count. */
export function refusalText(reason: VerdictReason | "training", round: { minLength: number; training?: Training }): string {
  if (reason !== "training") return reasonText(reason, round.minLength);
  const tr = round.training;
  return tr?.kind === "length" ? t("practice.training.refused.length", { n: tr.length }) : t("practice.training.refused.long", { n: LONG_WORD_LENGTH });
}

/** A training mode's name on its pill. */
export const trainingLabel = (kind: TrainingKind): string => (kind === "long" ? t("practice.training.long", { n: LONG_WORD_LENGTH }) : t(`practice.training.${kind}`));

/** The round's training in a few words, for the round's note and its result. */
export function trainingNote(tr: Training): string {
  return tr.kind === "length" ? t("practice.training.note.length", { n: tr.length }) : tr.kind === "long" ? t("practice.training.note.long", { n: LONG_WORD_LENGTH }) : t("practice.training.note.untimed");
}
