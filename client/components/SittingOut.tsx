/** Who watched a tie-break round instead of playing it, named under its review. */
import type { RoundEndMessage, StateMessage } from "../../src/protocol.ts";

/** "Sitting out this tie-break: Cara, Dev" (nothing for an ordinary round). */
export function SittingOut({ review, state }: { review: RoundEndMessage; state: StateMessage }) {
  if (!review.tieBreak || review.sittingOut.length === 0) return null;
  const names = review.sittingOut.map((seat) => (seat === state.you ? "you" : (state.seats.find((s) => s.seat === seat)?.name ?? `Seat ${seat + 1}`)));
  return (
    <p class="sitting-out muted">
      Tie-break between the players sharing first place. Sitting out: {names.join(", ")}.
    </p>
  );
}
