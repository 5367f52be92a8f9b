-- Ranked play: players (id, name, hash of the secret, OpenSkill mu/sigma), ranked
-- matches (the table id is the match id) and each player's seat, place and rating change.
CREATE TABLE players (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  secret_hash TEXT NOT NULL,
  mu REAL NOT NULL,
  sigma REAL NOT NULL,
  games INTEGER NOT NULL DEFAULT 0,
  wins INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  last_played_at INTEGER
);
CREATE INDEX players_recent ON players (last_played_at);

CREATE TABLE matches (
  table_id TEXT PRIMARY KEY,
  status TEXT NOT NULL CHECK (status IN ('pending', 'finished', 'cancelled')),
  created_at INTEGER NOT NULL,
  finished_at INTEGER,
  results TEXT
);

CREATE TABLE match_players (
  table_id TEXT NOT NULL REFERENCES matches (table_id),
  player_id TEXT NOT NULL REFERENCES players (id),
  seat INTEGER NOT NULL,
  name TEXT NOT NULL,
  token TEXT NOT NULL,
  out INTEGER NOT NULL DEFAULT 0,
  place INTEGER,
  mu_before REAL,
  sigma_before REAL,
  mu_after REAL,
  sigma_after REAL,
  PRIMARY KEY (table_id, player_id)
);
CREATE INDEX match_players_by_player ON match_players (player_id);
