/** Who watched a tie-break round instead of playing it, named under its review. */
import type { RoundEndMessage, StateMessage } from "../../src/protocol.ts";
import { names as listNames, t } from "../i18n/index.ts";

/** "Sitting out this tie-break: Cara, Dev" (nothing for an ordinary round). */
export function SittingOut({ review, state }: { review: RoundEndMessage; state: StateMessage }) {
  if (!review.tieBreak || review.sittingOut.length === 0) return null;
  const seated = review.sittingOut.map((seat) => (seat === state.you ? t("common.you") : (state.seats.find((s) => s.seat === seat)?.name ?? t("common.seat", { n: seat + 1 }))));
  return <p class="sitting-out muted">{t("review.sittingOut", { names: listNames(seated) })}</p>;
}
