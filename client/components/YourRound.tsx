/**
 * The review's first line for a player: how the round went for you, in one line above
 * the board (points, your place in this round, words, your best word), so a phone shows
 * it before the board and the standings rather than two screens down. When you (or the
 * table together) found every word on the board, it says so: a full board is rare and
 * deserves a word of its own.
 */
import type { RoundEndMessage } from "../../src/protocol.ts";
import { ordinal, t } from "../i18n/index.ts";

/** Your place in this round's points: 1 + how many scored more; shared with whoever scored the same. */
export function roundPlace(review: RoundEndMessage, seat: number): { place: number; shared: boolean } | null {
  const me = review.players.find((p) => p.seat === seat);
  if (!me) return null;
  const above = review.players.filter((p) => p.score > me.score).length;
  const level = review.players.filter((p) => p.score === me.score).length;
  return { place: above + 1, shared: level > 1 };
}

/** The word of yours that scored most (the longer on a tie), else your longest. */
function bestWord(review: RoundEndMessage, seat: number): string {
  const me = review.players.find((p) => p.seat === seat)!;
  const scored = me.words.filter((w) => w.points > 0).sort((a, b) => b.points - a.points || b.word.length - a.word.length);
  return scored[0]?.word ?? me.longest;
}

/** Distinct words someone at the table found. */
export function wordsFoundTogether(review: RoundEndMessage): number {
  return new Set(review.players.flatMap((p) => p.words.map((w) => w.word))).size;
}

export function YourRound({ review, you, written }: { review: RoundEndMessage; you: number; written: (word: string) => string }) {
  const me = review.players.find((p) => p.seat === you);
  const place = roundPlace(review, you);
  const together = wordsFoundTogether(review);
  const everyWord = review.boardWords > 0 && together >= review.boardWords;
  const mine = me ? new Set(me.words.map((w) => w.word)).size : 0;
  const celebrate = everyWord ? (me && mine >= review.boardWords ? t("review.everyWord.you") : t("review.everyWord.table")) : null;
  if (!me || !place) return celebrate ? <p class="every-word" role="status">🎉 {celebrate}</p> : null;
  const best = bestWord(review, you);
  // A shared place in words ("tied for 1st of 2"): "=1st of 2" is a score sheet's shorthand.
  const placeArgs = { place: ordinal(place.place), of: review.players.length };
  const parts = [
    t("common.points", { n: me.score }),
    place.shared ? t("review.you.placeShared", placeArgs) : t("review.you.place", placeArgs),
    t("common.words", { n: me.wordsFound }),
    ...(best ? [t("review.you.best", { word: written(best).toUpperCase() })] : []),
  ];
  return (
    <>
      <p class="your-round">
        <strong>{t("review.you.title")}</strong> {parts.join(" · ")}
      </p>
      {celebrate && (
        <p class="every-word" role="status">
          🎉 {celebrate}
        </p>
      )}
    </>
  );
}
