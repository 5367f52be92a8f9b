/**
 * The paced-solver rule's memory in D1 (migrations/0014_paced_marks.sql): each player's
 * recent round marks, one compact row, and the flag it sets. Arena shards (after each
 * round) and ranked tables (after each match) hand their players' new marks here; the
 * rule itself is pure (src/game/paced-solver.ts).
 *
 * A player the rule flags gets `players.flagged_at`, the flag the ranked solver flag
 * already sets: every public list (the arena's round lists and best-of boards, event
 * standings, the leaderboards, the daily top list, the ranked lists) leaves such a
 * player out (`notFlagged`, src/identity/store.ts). A ranked report sets it itself, with
 * the refunds a newly flagged player's victims get (results-store.ts), so it asks for
 * the verdict only (`mark: false`). A player flagged before is not judged again.
 *
 * Once per judgement: marks of a judgement at `at` are added only to a record last
 * changed before `at`, so a report retried after a failure adds nothing twice.
 */
import { pacedVerdict, remember, type RoundMarks } from "../game/paced-solver.ts";
import { logEvent } from "../log.ts";

/** New marks of one player, oldest first (an arena round gives one, a ranked match one per round). */
export interface PacedRounds {
  playerId: string;
  marks: readonly RoundMarks[];
}

/** Who the rule holds: every flagged player of the judgement, and those it flagged just now. */
export interface PacedFlags {
  flagged: Set<string>;
  newly: Set<string>;
}

/**
 * Add each player's new marks (of a judgement at `at`) to their record and judge them.
 * With `mark`, a newly flagged player's `flagged_at` is set here. Throws if D1 fails;
 * nothing is half-written (one batch).
 */
export async function judgePaced(db: D1Database, rounds: readonly PacedRounds[], where: "arena" | "ranked", at: number, mark = true): Promise<PacedFlags> {
  const flagged = new Set<string>();
  const newly = new Set<string>();
  const judged = rounds.filter((r) => r.marks.length > 0);
  if (judged.length === 0) return { flagged, newly };
  const { results } = await db.prepare(
    `SELECT p.id, p.flagged_at, m.marks, m.at FROM players p LEFT JOIN paced_marks m ON m.player_id = p.id
      WHERE p.id IN (SELECT value FROM json_each(?))`,
  ).bind(JSON.stringify(judged.map((r) => r.playerId))).all<{ id: string; flagged_at: number | null; marks: string | null; at: number | null }>();
  const rows = new Map(results.map((r) => [r.id, r]));
  const writes: D1PreparedStatement[] = [];
  for (const r of judged) {
    const row = rows.get(r.playerId);
    if (!row) continue; // not a stored identity: nothing to keep
    if (row.flagged_at !== null) {
      flagged.add(r.playerId);
      continue;
    }
    let marks = row.marks ? (JSON.parse(row.marks) as RoundMarks[]) : [];
    if (row.at === null || row.at < at) {
      for (const m of r.marks) marks = remember(marks, m);
      writes.push(db.prepare(
        "INSERT INTO paced_marks (player_id, marks, at) VALUES (?1, ?2, ?3) ON CONFLICT (player_id) DO UPDATE SET marks = excluded.marks, at = excluded.at WHERE excluded.at > paced_marks.at",
      ).bind(r.playerId, JSON.stringify(marks), at));
    }
    const verdict = pacedVerdict(marks);
    if (!verdict.flagged) continue;
    flagged.add(r.playerId);
    newly.add(r.playerId);
    if (mark) writes.push(db.prepare("UPDATE players SET flagged_at = ? WHERE id = ? AND flagged_at IS NULL").bind(at, r.playerId));
    logEvent({ event: "paced_solver_flagged", playerId: r.playerId, where, rounds: marks.length, reasons: verdict.reasons });
  }
  if (writes.length) await db.batch(writes);
  return { flagged, newly };
}
