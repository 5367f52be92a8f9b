-- The arena (src/arena/store.ts): each finished round's results, its top ten as rows for
-- the best-of boards, and each player's arena history per arena.

-- One row per finished round: the results as served at /api/arena/rounds/<round_id>
-- (board, histogram, top 100, best words, every word's count) as JSON.
CREATE TABLE arena_rounds (
  round_id TEXT PRIMARY KEY,
  arena TEXT NOT NULL,
  number INTEGER NOT NULL,
  started_at INTEGER NOT NULL,
  ended_at INTEGER NOT NULL,
  players INTEGER NOT NULL,
  results TEXT NOT NULL
);

-- The first ten of each round (flagged results are never among them): the best of the
-- hour and of the day are read from here.
CREATE TABLE arena_top (
  round_id TEXT NOT NULL,
  arena TEXT NOT NULL,
  player_id TEXT NOT NULL,
  name TEXT NOT NULL,
  points INTEGER NOT NULL,
  words INTEGER NOT NULL,
  place INTEGER NOT NULL,
  at INTEGER NOT NULL,
  PRIMARY KEY (round_id, player_id)
);
CREATE INDEX arena_top_by_time ON arena_top (arena, at);

-- A player's history in one arena: rounds played, the best place and percentile and the
-- rounds they came in. `last_number` makes a repeated write of a round change nothing.
CREATE TABLE arena_players (
  player_id TEXT NOT NULL,
  arena TEXT NOT NULL,
  rounds INTEGER NOT NULL,
  best_place INTEGER,
  best_place_round TEXT,
  best_percentile INTEGER,
  best_percentile_round TEXT,
  last_number INTEGER NOT NULL,
  last_played_at INTEGER NOT NULL,
  PRIMARY KEY (player_id, arena)
);
