/**
 * The paced-solver rule at an arena shard's round end: each player's list leaves its
 * marks (levelled by the word desk), the ranked store adds them to the player's record
 * and judges it (src/ranked/paced-store.ts). The players it returns (flagged now or
 * before) are flagged in the round as the solver flag's are: off every list, still
 * shown their own result. If D1 cannot be reached the round is judged by the solver flag
 * alone, and the marks of that round are lost (the rule reads several rounds; one missed
 * round never flags anyone).
 */
import { judgePaced } from "../ranked/paced-store.ts";
import type { WordDesk } from "../words/desk.ts";
import { ARENA_MIN_LENGTH } from "./play.ts";
import { pointsOf } from "./results.ts";
import type { RoundPlayer } from "./shard-store.ts";

/** The round's players the paced-solver rule flags (now or before); empty if D1 fails. */
export async function pacedFlags(db: D1Database, desk: WordDesk, board: readonly string[], players: Iterable<RoundPlayer>, now: number): Promise<Set<string>> {
  const played = [...players].filter((p) => p.words.length > 0);
  if (played.length === 0) return new Set();
  const marksOf = desk.pacedMarks(board, ARENA_MIN_LENGTH);
  // Entry order: the words as the player entered them.
  const rounds = played.map((p) => ({ playerId: p.playerId, marks: [marksOf([...p.words].sort((a, b) => a.at - b.at).map((w) => w.word), pointsOf(p))] }));
  try {
    return (await judgePaced(db, rounds, "arena", now)).flagged;
  } catch (err) {
    console.error(JSON.stringify({ event: "arena_paced_failed", error: String(err) }));
    return new Set();
  }
}
