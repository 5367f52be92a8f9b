/**
 * Where a table keeps its match: the SQLite-backed Durable Object storage, through its
 * synchronous key-value API. The match is one JSON-able object under `match`; the
 * board's solution (the largest part, and written once a round) is kept apart under
 * `solution` so that accepting a word rewrites only the small part.
 *
 * Reads are synchronous and served from the storage engine's own cache, so the object
 * reads the match afresh for every event instead of keeping a second copy in memory:
 * after an eviction or hibernation there is nothing to rebuild, and there is no copy
 * that could drift from what is stored. The one exception is the solution, which never
 * changes for a given board: it is kept in memory keyed by the board it solves, so a
 * word entry does not deserialise hundreds of words it does not need. The rounds played
 * (every list of the match, kept for rescoring) are stored apart under `played` for the
 * same reason: they change once a round, and only this object writes them, so the copy
 * in memory is the stored one once it has been read or written.
 */
import { withHouseRuleDefaults } from "../game/house-rules.ts";
import type { MatchState, PlayedRound, SolvedWord } from "../game/match.ts";

const MATCH_KEY = "match";
const SOLUTION_KEY = "solution";
const PLAYED_KEY = "played";

export class TableStore {
  private solved: { board: string; solution: SolvedWord[] | null } | null = null;
  private played: readonly PlayedRound[] | null = null;

  constructor(private readonly storage: DurableObjectStorage) {}

  /** The stored match, or null for a table that was never created (or was cleaned up). */
  load(): MatchState | null {
    const match = this.storage.kv.get<MatchState>(MATCH_KEY);
    if (!match) return null;
    const board = match.board?.join(",") ?? "";
    if (this.solved?.board !== board) {
      this.solved = { board, solution: this.storage.kv.get<SolvedWord[]>(SOLUTION_KEY) ?? null };
    }
    match.solution = this.solved.solution;
    this.played ??= this.storage.kv.get<PlayedRound[]>(PLAYED_KEY) ?? [];
    match.played = this.played;
    return withHouseRuleDefaults(match);
  }

  /**
   * Persist `next`, given the state it was derived from (`prev`, null on creation).
   * Nothing is written when the rules returned the state unchanged.
   */
  save(prev: MatchState | null, next: MatchState): void {
    if (next === prev) return;
    if (!prev || next.solution !== prev.solution) {
      if (next.solution) this.storage.kv.put(SOLUTION_KEY, next.solution);
      else this.storage.kv.delete(SOLUTION_KEY);
      this.solved = { board: next.board?.join(",") ?? "", solution: next.solution };
    }
    if (!prev || next.played !== prev.played) {
      this.storage.kv.put(PLAYED_KEY, next.played);
      this.played = next.played;
    }
    this.storage.kv.put(MATCH_KEY, { ...next, solution: null, played: null });
  }

  /** Forget the table entirely (storage and alarm). */
  async destroy(): Promise<void> {
    this.solved = null;
    this.played = null;
    await this.storage.deleteAlarm();
    await this.storage.deleteAll();
  }
}
