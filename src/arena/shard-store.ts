/**
 * Where an arena shard keeps its round: in memory while the object lives, and written
 * as it changes, in the same event and before anything is sent, so an evicted or
 * restarted shard wakes with every word it told a player counted (the output gate holds
 * the verdict until the write is durable, as at a table).
 *
 * - the words accepted and the players seated within one short window are one row of
 *   `batches` (a JSON body; group-commit.ts decides the window), so a busy shard writes a
 *   few rows a second however many words its players find, and a flag is a batch too;
 *   rounds kept before batches (one row per word in `words`, per player in `players`)
 *   are still read, so a shard holding one across a deploy loses nothing;
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

/** One row of `batches`: players seated, words counted ([player, word, points, path, at]) and players flagged. */
interface Batch {
  /** The address is the budgets' key (an IPv6 /64) lists from one count once by (clones.ts); absent in batches kept before it. */
  players?: [playerId: string, name: string, joinedAt: number, address?: string][];
  words?: [playerId: string, word: string, points: number, path: string, at: number][];
  flags?: string[];
}

const ROUND_KEY = "round";
const CLOCK_KEY = "clock";
const RESULTS_KEY = "results";
const BERSERK_KEY = "berserk";

/** Who chose to play round `round` berserk (berserk.ts): kept until a later round's choice replaces it. */
export interface BerserkChoices {
  round: number;
  players: string[];
}

export class ShardStore {
  private schemaReady = false;
  private unsaved: RoundPlayer[] = [];
  round: ShardRound | null;
  players = new Map<string, RoundPlayer>();
  clock: ShardClock | null;
  results: RoundResults | null;
  berserk: BerserkChoices | null;
  meters: ShardMeters = { rowsWritten: 0, rowsRead: 0, frames: 0, alarms: 0, syncs: 0 };

  constructor(private readonly storage: DurableObjectStorage) {
    this.round = storage.kv.get<ShardRound>(ROUND_KEY) ?? null;
    this.clock = storage.kv.get<ShardClock>(CLOCK_KEY) ?? null;
    this.results = storage.kv.get<RoundResults>(RESULTS_KEY) ?? null;
    this.berserk = storage.kv.get<BerserkChoices>(BERSERK_KEY) ?? null;
    if (this.round) this.players = this.readPlayers(this.round.number);
  }

  /** Begin round `round` (a fresh one): the rows of earlier rounds go. */
  begin(round: ShardRound): void {
    // A round's meters count the clearing of the round before it: what a round costs in a busy arena.
    this.meters = { rowsWritten: 0, rowsRead: 0, frames: 0, alarms: 0, syncs: 0 };
    this.exec("DELETE FROM words WHERE round < ?", round.number);
    this.exec("DELETE FROM players WHERE round < ?", round.number);
    this.exec("DELETE FROM batches WHERE round < ?", round.number);
    this.players = new Map();
    this.unsaved = [];
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

  /** `playerId` plays round `round` berserk (one row; a choice for a later round starts a new list). */
  chooseBerserk(playerId: string, round: number): void {
    const held = this.berserk?.round === round ? this.berserk.players : [];
    if (held.includes(playerId)) return;
    this.berserk = { round, players: [...held, playerId] };
    this.put(BERSERK_KEY, this.berserk);
  }

  /** Whether `playerId` chose berserk for round `round`. */
  isBerserk(playerId: string, round: number): boolean {
    return this.berserk?.round === round && this.berserk.players.includes(playerId);
  }

  /** A player joins the round being played: held now, written with the next `commit`. */
  addPlayer(player: RoundPlayer): void {
    if (this.isBerserk(player.playerId, this.round!.number)) player.berserk = true;
    this.players.set(player.playerId, player);
    this.unsaved.push(player);
  }

  /** Players joined since the last commit. */
  get unsavedPlayers(): number {
    return this.unsaved.length;
  }

  /**
   * Players joined since the last commit and `words` (each a player's word counted), as
   * one row; the words are the players' only once it is written.
   */
  commit(words: readonly { player: RoundPlayer; word: PlayedWord }[]): void {
    if (this.unsaved.length === 0 && words.length === 0) return;
    const body: Batch = {
      players: this.unsaved.map((p) => (p.address ? [p.playerId, p.name, p.joinedAt, p.address] : [p.playerId, p.name, p.joinedAt])),
      words: words.map(({ player, word }) => [player.playerId, word.word, word.points, word.path.join(","), word.at]),
    };
    this.exec("INSERT INTO batches (round, body) VALUES (?, ?)", this.round!.number, JSON.stringify(body));
    this.unsaved = [];
    for (const { player, word } of words) player.words.push(word);
  }

  /** Mark the players the solver flag caught (one row, whoever they are). */
  flag(ids: ReadonlySet<string>): void {
    if (ids.size === 0) return;
    this.commit([]);
    this.exec("INSERT INTO batches (round, body) VALUES (?, ?)", this.round!.number, JSON.stringify({ flags: [...ids] } satisfies Batch));
    for (const id of ids) {
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
    for (const r of this.exec<{ body: string }>("SELECT body FROM batches WHERE round = ? ORDER BY rowid", round)) {
      const b = JSON.parse(r.body) as Batch;
      for (const [playerId, name, joinedAt, address] of b.players ?? []) if (!out.has(playerId)) out.set(playerId, { playerId, name, joinedAt, words: [], ...(address ? { address } : {}) });
      for (const [playerId, word, points, path, at] of b.words ?? []) out.get(playerId)?.words.push({ word, points, path: path ? path.split(",").map(Number) : [], at });
      for (const id of b.flags ?? []) { const p = out.get(id); if (p) p.flagged = true; }
    }
    for (const p of out.values()) if (this.isBerserk(p.playerId, round)) p.berserk = true;
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
    this.storage.sql.exec("CREATE TABLE IF NOT EXISTS batches (round INTEGER NOT NULL, body TEXT NOT NULL)");
    this.schemaReady = true;
  }
}
