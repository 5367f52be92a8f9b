-- The arena's tables keyed by their primary key alone (WITHOUT ROWID): a table with a
-- text primary key otherwise keeps a second b-tree for it, so every row written is two
-- rows billed. A player's history is written once a round, so this halves what the
-- arena's D1 writes cost per player-round (docs/operating.md, the arena's costs).

CREATE TABLE arena_rounds_keyed (
  round_id TEXT PRIMARY KEY,
  arena TEXT NOT NULL,
  number INTEGER NOT NULL,
  started_at INTEGER NOT NULL,
  ended_at INTEGER NOT NULL,
  players INTEGER NOT NULL,
  results TEXT NOT NULL
) WITHOUT ROWID;
INSERT INTO arena_rounds_keyed SELECT round_id, arena, number, started_at, ended_at, players, results FROM arena_rounds;
DROP TABLE arena_rounds;
ALTER TABLE arena_rounds_keyed RENAME TO arena_rounds;

CREATE TABLE arena_top_keyed (
  round_id TEXT NOT NULL,
  arena TEXT NOT NULL,
  player_id TEXT NOT NULL,
  name TEXT NOT NULL,
  points INTEGER NOT NULL,
  words INTEGER NOT NULL,
  place INTEGER NOT NULL,
  at INTEGER NOT NULL,
  PRIMARY KEY (round_id, player_id)
) WITHOUT ROWID;
INSERT INTO arena_top_keyed SELECT round_id, arena, player_id, name, points, words, place, at FROM arena_top;
DROP TABLE arena_top;
ALTER TABLE arena_top_keyed RENAME TO arena_top;
CREATE INDEX arena_top_by_time ON arena_top (arena, at);

CREATE TABLE arena_players_keyed (
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
) WITHOUT ROWID;
INSERT INTO arena_players_keyed SELECT player_id, arena, rounds, best_place, best_place_round, best_percentile, best_percentile_round, last_number, last_played_at FROM arena_players;
DROP TABLE arena_players;
ALTER TABLE arena_players_keyed RENAME TO arena_players;
