/**
 * Where an arena shard keeps its round: in memory while the object lives, and written
 * as it changes, in the same event and before anything is sent, so an evicted or
 * restarted shard wakes with every word it told a player counted (the output gate holds
 * the verdict until the write is durable, as at a table).
 *
 * - each accepted word is one row of `words` and each player of the round one row of
 *   `players` (SQLite, plain tables without an index: a word costs one row written);
 * - the round's header (`round`: its times, its board once started, how far its end has
 *   got), the last clock the coordinator sent (`clock`) and the latest results (`results`)
 *   are key-value rows rewritten only when they change, a few times a round;
 * - a new round deletes the rows of the rounds before it.
 *
 * Rows read and written are counted from SQLite's own cursors (`meters`), and sent with
 * the round's final report, so the bench and the cost model count what storage did.
 */
import type { ArenaRun, ArenaTimings } from "./schedule.ts";
import type { PlayedWord, RoundResults, ShardPlayer } from "./results.ts";
import type { ShardMeters } from "./sync.ts";

/** A round as the shard holds it. */
export interface ShardRound {
  number: number;
  startsAt: number;
  endsAt: number;
  board: string[] | null;
  boardWords: number | null;
  /** The solver flag has judged the round (after its end). */
  judged: boolean;
  /** The coordinator has stored the final report. */
  finalStored: boolean;
  /** Its players' arena history has been written to D1. */
  historyWritten: boolean;
  /** The round's shard count, fixed at its start and sent with its board: who plays here. */
  shards?: number;
}

/** A player of the shard's round. */
export interface RoundPlayer extends ShardPlayer {
  words: PlayedWord[];
  /** When they first joined during the round (they had the board from then on). */
  joinedAt: number;
}

/** The clock as the coordinator last sent it. */
export interface ShardClock {
  run: ArenaRun | null;
  timings: ArenaTimings;
  shards: number;
  /** The coordinator's time when it answered, and the shard's own then. */
  at: number;
}

const ROUND_KEY = "round";
const CLOCK_KEY = "clock";
const RESULTS_KEY = "results";

export class ShardStore {
  private schemaReady = false;
  round: ShardRound | null;
  players = new Map<string, RoundPlayer>();
  clock: ShardClock | null;
  results: RoundResults | null;
  meters: ShardMeters = { rowsWritten: 0, rowsRead: 0, frames: 0, alarms: 0, syncs: 0 };

  constructor(private readonly storage: DurableObjectStorage) {
    this.round = storage.kv.get<ShardRound>(ROUND_KEY) ?? null;
    this.clock = storage.kv.get<ShardClock>(CLOCK_KEY) ?? null;
    this.results = storage.kv.get<RoundResults>(RESULTS_KEY) ?? null;
    if (this.round) this.players = this.readPlayers(this.round.number);
  }

  /** Begin round `round` (a fresh one): the rows of earlier rounds go. */
  begin(round: ShardRound): void {
    // A round's meters count the clearing of the round before it: what a round costs in a busy arena.
    this.meters = { rowsWritten: 0, rowsRead: 0, frames: 0, alarms: 0, syncs: 0 };
    this.exec("DELETE FROM words WHERE round < ?", round.number);
    this.exec("DELETE FROM players WHERE round < ?", round.number);
    this.players = new Map();
    this.saveRound(round);
  }

  /** Rewrite the round's header. */
  saveRound(round: ShardRound): void {
    this.round = round;
    this.put(ROUND_KEY, round);
  }

  saveClock(clock: ShardClock): void {
    this.clock = clock;
    this.put(CLOCK_KEY, clock);
  }

  saveResults(results: RoundResults): void {
    this.results = results;
    this.put(RESULTS_KEY, results);
  }

  /** A player joins the round being played. */
  addPlayer(player: RoundPlayer): void {
    this.exec("INSERT INTO players (round, player, name, joined_at, flagged, address) VALUES (?, ?, ?, ?, 0, ?)", this.round!.number, player.playerId, player.name, player.joinedAt, player.address ?? null);
    this.players.set(player.playerId, player);
  }

  /** A player's word counted. */
  addWord(player: RoundPlayer, word: PlayedWord): void {
    this.exec("INSERT INTO words (round, player, word, points, path, at) VALUES (?, ?, ?, ?, ?, ?)",
      this.round!.number, player.playerId, word.word, word.points, word.path.join(","), word.at);
    player.words.push(word);
  }

  /** Mark the players the solver flag caught. */
  flag(ids: ReadonlySet<string>): void {
    for (const id of ids) {
      this.exec("UPDATE players SET flagged = 1 WHERE round = ? AND player = ?", this.round!.number, id);
      const p = this.players.get(id);
      if (p) p.flagged = true;
    }
  }

  private readPlayers(round: number): Map<string, RoundPlayer> {
    const out = new Map<string, RoundPlayer>();
    for (const r of this.exec<{ player: string; name: string; joined_at: number; flagged: number; address: string | null }>("SELECT player, name, joined_at, flagged, address FROM players WHERE round = ?", round)) {
      out.set(r.player, { playerId: r.player, name: r.name, joinedAt: r.joined_at, words: [], ...(r.flagged ? { flagged: true } : {}), ...(r.address ? { address: r.address } : {}) });
    }
    for (const r of this.exec<{ player: string; word: string; points: number; path: string; at: number }>("SELECT player, word, points, path, at FROM words WHERE round = ? ORDER BY at", round)) {
      out.get(r.player)?.words.push({ word: r.word, points: r.points, path: r.path ? r.path.split(",").map(Number) : [], at: r.at });
    }
    return out;
  }

  private put(key: string, value: unknown): void {
    this.storage.kv.put(key, value);
    this.meters.rowsWritten++;
  }

  private exec<T extends Record<string, SqlStorageValue>>(query: string, ...bindings: SqlStorageValue[]): T[] {
    this.ensureSchema();
    const cursor = this.storage.sql.exec<T>(query, ...bindings);
    const rows = cursor.toArray();
    this.meters.rowsWritten += cursor.rowsWritten;
    this.meters.rowsRead += cursor.rowsRead;
    return rows;
  }

  private ensureSchema(): void {
    if (this.schemaReady) return;
    this.storage.sql.exec("CREATE TABLE IF NOT EXISTS players (round INTEGER NOT NULL, player TEXT NOT NULL, name TEXT NOT NULL, joined_at INTEGER NOT NULL, flagged INTEGER NOT NULL, address TEXT)");
    // Shards made before players had an address (clones.ts) gain the column once.
    const columns = this.storage.sql.exec<{ name: string }>("SELECT name FROM pragma_table_info('players')").toArray();
    if (!columns.some((c) => c.name === "address")) this.storage.sql.exec("ALTER TABLE players ADD COLUMN address TEXT");
    this.storage.sql.exec("CREATE TABLE IF NOT EXISTS words (round INTEGER NOT NULL, player TEXT NOT NULL, word TEXT NOT NULL, points INTEGER NOT NULL, path TEXT NOT NULL, at INTEGER NOT NULL)");
    this.schemaReady = true;
  }
}
