/**
 * Where a table keeps its match. The table object is the only writer of its storage,
 * so the match lives in memory for as long as the object does (`load` hands out that
 * copy, no read or parse per event), and every change is written in the same event that
 * made it, before anything is sent: the output gate holds the sends until the write is
 * durable, so an eviction never loses what a player was told counted, and a woken or
 * re-created object rebuilds exactly the state it had.
 *
 * What is written is what changed, found by identity (the rules return a new object for
 * every part they change and share the rest, see src/game/match-state.ts):
 *
 * - each accepted word is one row of the `words` table (SQLite, `ctx.storage.sql`),
 *   keyed by match, round, seat and its place in the seat's list; a word entry writes
 *   that row and nothing else;
 * - the match header (`match` in the key-value API: the match without the words, the
 *   solution and the rounds played) is rewritten only when something in it changed
 *   (a join, "I'm done", a round's start or end, a computer player's due entries);
 * - the board's solution (`solution`) once a round, the rounds played (`played`) once
 *   a round ends.
 *
 * A header stored before words had rows of their own (words inside the seats) still
 * loads; its words are written as rows with the next change.
 */
import { withHouseRuleDefaults } from "../game/house-rules.ts";
import type { AcceptedWord, MatchState, PlayedRound, SeatState, SolvedWord } from "../game/match.ts";

const MATCH_KEY = "match";
const SOLUTION_KEY = "solution";
const PLAYED_KEY = "played";

/** The parts of the state that are not in the header. */
const APART: ReadonlySet<string> = new Set(["seats", "solution", "played"]);

/** Which round's lists the `words` rows are for: match number and round. */
type RoundKey = `${number}:${number}`;

/** A table's match, held in memory, and the writes that keep its storage equal to it. */
export class TableStore {
  private static readonly stores = new WeakMap<DurableObjectStorage, TableStore>();

  /** The one store of a Durable Object's storage (the object's and its tests' view agree). */
  static of(storage: DurableObjectStorage): TableStore {
    let store = TableStore.stores.get(storage);
    if (!store) TableStore.stores.set(storage, (store = new TableStore(storage)));
    return store;
  }

  /** The match as stored; undefined until read since the object started, null if there is none. */
  private current: MatchState | null | undefined;
  /** Per seat, the list whose words all have rows (for the round of `rowsFor`). */
  private rows = new Map<number, readonly AcceptedWord[]>();
  private rowsFor: RoundKey | null = null;
  /** The stored header still carries words (an older format): rewrite it with the next change. */
  private legacyHeader = false;
  private schemaReady = false;

  constructor(private readonly storage: DurableObjectStorage) {}

  /** The match, or null for a table that was never created (or was cleaned up). */
  load(): MatchState | null {
    if (this.current === undefined) this.current = this.rebuild();
    return this.current;
  }

  /**
   * Persist `next`, the state that follows the stored one (`prev` is what the caller
   * derived it from, null on creation). Nothing is written when nothing changed.
   */
  save(prev: MatchState | null, next: MatchState): void {
    const stored = prev === null ? null : this.load();
    if (next === stored) return;
    // On creation there is nothing to delete and no round played yet.
    if (stored ? next.solution !== stored.solution : next.solution) {
      if (next.solution) this.storage.kv.put(SOLUTION_KEY, next.solution);
      else this.storage.kv.delete(SOLUTION_KEY);
    }
    if (stored ? next.played !== stored.played : next.played.length) this.storage.kv.put(PLAYED_KEY, next.played);
    this.writeWords(next);
    if (!stored || this.legacyHeader || headerChanged(stored, next)) {
      this.storage.kv.put(MATCH_KEY, headerOf(next));
      this.legacyHeader = false;
    }
    this.current = next;
  }

  /** Forget the table entirely (storage and alarm). */
  async destroy(): Promise<void> {
    this.current = null;
    this.rows = new Map();
    this.rowsFor = null;
    this.schemaReady = false;
    await this.storage.deleteAlarm();
    await this.storage.deleteAll();
  }

  /** The match from storage: the header, with the solution, the rounds played and each seat's words. */
  private rebuild(): MatchState | null {
    const match = this.storage.kv.get<MatchState>(MATCH_KEY);
    if (!match) return null;
    match.solution = this.storage.kv.get<SolvedWord[]>(SOLUTION_KEY) ?? null;
    match.played = this.storage.kv.get<PlayedRound[]>(PLAYED_KEY) ?? [];
    const key = roundKey(match);
    const bySeat = new Map<number, AcceptedWord[]>();
    this.ensureSchema();
    const cursor = this.storage.sql.exec<{ seat: number; word: string; points: number; path: string; at: number | null }>(
      "SELECT seat, word, points, path, at FROM words WHERE round_key = ? ORDER BY seat, n", key,
    );
    for (const row of cursor) {
      const word: AcceptedWord = { word: row.word, points: row.points, path: row.path ? row.path.split(",").map(Number) : [] };
      if (row.at !== null) word.at = row.at;
      let list = bySeat.get(row.seat);
      if (!list) bySeat.set(row.seat, (list = []));
      list.push(word);
    }
    this.legacyHeader = match.seats.some((s) => s.words?.length);
    this.rowsFor = key;
    this.rows = new Map();
    for (const seat of match.seats) {
      const rowed = bySeat.get(seat.seat) ?? [];
      seat.words = [...(seat.words ?? []), ...rowed];
      this.rows.set(seat.seat, this.legacyHeader ? rowed : seat.words);
    }
    return withHouseRuleDefaults(match);
  }

  /** Write a row for every word `next` holds that has none yet. */
  private writeWords(next: MatchState): void {
    const key = roundKey(next);
    if (key !== this.rowsFor) {
      this.rows = new Map();
      this.rowsFor = key;
    }
    for (const seat of next.seats) {
      const written = this.rows.get(seat.seat) ?? [];
      if (seat.words === written) continue;
      let from = written.length;
      if (!startsWith(seat.words, written)) {
        // The list was replaced rather than added to: its rows are written afresh.
        this.ensureSchema();
        this.storage.sql.exec("DELETE FROM words WHERE round_key = ? AND seat = ?", key, seat.seat);
        from = 0;
      }
      if (from < seat.words.length) this.ensureSchema();
      for (let n = from; n < seat.words.length; n++) {
        const w = seat.words[n]!;
        this.storage.sql.exec(
          "INSERT OR REPLACE INTO words (round_key, seat, n, word, points, path, at) VALUES (?, ?, ?, ?, ?, ?, ?)",
          key, seat.seat, n, w.word, w.points, w.path.join(","), w.at ?? null,
        );
      }
      this.rows.set(seat.seat, seat.words);
    }
  }

  private ensureSchema(): void {
    if (this.schemaReady) return;
    // WITHOUT ROWID: the key is the table, so a word is one row written (no separate index).
    this.storage.sql.exec(
      `CREATE TABLE IF NOT EXISTS words (
        round_key TEXT NOT NULL, seat INTEGER NOT NULL, n INTEGER NOT NULL,
        word TEXT NOT NULL, points INTEGER NOT NULL, path TEXT NOT NULL, at INTEGER,
        PRIMARY KEY (round_key, seat, n)
      ) WITHOUT ROWID`,
    );
    this.schemaReady = true;
  }
}

function roundKey(state: MatchState): RoundKey {
  return `${state.match ?? 1}:${state.round}`;
}

/** Whether `list` starts with every word of `prefix`. */
function startsWith(list: readonly AcceptedWord[], prefix: readonly AcceptedWord[]): boolean {
  if (list.length < prefix.length) return false;
  for (let i = 0; i < prefix.length; i++) {
    const [a, b] = [list[i]!, prefix[i]!];
    if (a !== b && (a.word !== b.word || a.points !== b.points || a.at !== b.at || a.path.join() !== b.path.join())) return false;
  }
  return true;
}

/** The match as the header stores it: no words, solution or rounds played. */
function headerOf(state: MatchState): MatchState {
  return { ...state, solution: null, played: [], seats: state.seats.map((s) => ({ ...s, words: [] })) };
}

/** Whether anything the header holds differs between `a` and `b` (by identity: the rules replace what they change). */
function headerChanged(a: MatchState, b: MatchState): boolean {
  if (differs(a, b, APART)) return true;
  if (a.seats.length !== b.seats.length) return true;
  return a.seats.some((s, i) => s !== b.seats[i] && differs(s, b.seats[i]!, WORDS_APART));
}

const WORDS_APART: ReadonlySet<string> = new Set(["words"]);

/** Whether any property of `a` or `b` not in `apart` differs by identity. */
function differs(a: object, b: object, apart: ReadonlySet<string>): boolean {
  const [x, y] = [a as Record<string, unknown>, b as Record<string, unknown>];
  for (const k in x) if (!apart.has(k) && x[k] !== y[k]) return true;
  for (const k in y) if (!apart.has(k) && !(k in x)) return true;
  return false;
}
