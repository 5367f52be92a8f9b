-- Nine languages (issue 35, docs/ranked.md): Italian, Dutch, Portuguese, Swedish and
-- Russian join English, German, French and Spanish, each with its own ratings, ranked
-- matches, daily board and daily leaderboard.
--
-- Every table with a `language` column checks it against the list of languages, and
-- SQLite cannot change a CHECK in place: each is made again with the nine, its rows
-- copied, the old one dropped and the new one renamed, its indexes made again. Nothing
-- else changes (the columns, keys and defaults are the ones 0001-0008 left).
-- Numbered after 0008 and applied after every migration before it (it rebuilds what
-- 0006b added to match_players too).

CREATE TABLE ratings_nine (
  player_id TEXT NOT NULL REFERENCES players (id),
  language TEXT NOT NULL CHECK (language IN ('en', 'de', 'fr', 'es', 'it', 'nl', 'pt', 'sv', 'ru')),
  mu REAL NOT NULL,
  sigma REAL NOT NULL,
  games INTEGER NOT NULL DEFAULT 0,
  wins INTEGER NOT NULL DEFAULT 0,
  last_played_at INTEGER,
  PRIMARY KEY (player_id, language)
);
INSERT INTO ratings_nine (player_id, language, mu, sigma, games, wins, last_played_at)
  SELECT player_id, language, mu, sigma, games, wins, last_played_at FROM ratings;
DROP TABLE ratings;
ALTER TABLE ratings_nine RENAME TO ratings;
CREATE INDEX ratings_recent ON ratings (language, last_played_at);

CREATE TABLE matches_nine (
  table_id TEXT PRIMARY KEY,
  status TEXT NOT NULL CHECK (status IN ('pending', 'finished', 'cancelled')),
  created_at INTEGER NOT NULL,
  finished_at INTEGER,
  results TEXT,
  unrated TEXT CHECK (unrated IN ('aborted', 'pair_limit', 'flagged')),
  language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'de', 'fr', 'es', 'it', 'nl', 'pt', 'sv', 'ru'))
);
INSERT INTO matches_nine (table_id, status, created_at, finished_at, results, unrated, language)
  SELECT table_id, status, created_at, finished_at, results, unrated, language FROM matches;
-- match_players refers to matches: it is made again too, referring to the new table, so
-- that dropping the old matches leaves no row pointing at it (renaming matches_nine
-- renames the reference with it).
CREATE TABLE match_players_nine (
  table_id TEXT NOT NULL REFERENCES matches_nine (table_id),
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
  queued_at INTEGER,
  aborted INTEGER NOT NULL DEFAULT 0,
  refunded INTEGER NOT NULL DEFAULT 0,
  mu_pairs TEXT,
  refund REAL,
  refunded_for TEXT,
  refunded_at INTEGER,
  PRIMARY KEY (table_id, player_id)
);
INSERT INTO match_players_nine (table_id, player_id, seat, name, token, out, place, mu_before, sigma_before, mu_after, sigma_after, queued_at, aborted, refunded, mu_pairs, refund, refunded_for, refunded_at)
  SELECT table_id, player_id, seat, name, token, out, place, mu_before, sigma_before, mu_after, sigma_after, queued_at, aborted, refunded, mu_pairs, refund, refunded_for, refunded_at FROM match_players;
DROP TABLE match_players;
DROP TABLE matches;
ALTER TABLE matches_nine RENAME TO matches;
ALTER TABLE match_players_nine RENAME TO match_players;
CREATE INDEX matches_finished_at ON matches (finished_at);
CREATE INDEX match_players_by_player ON match_players (player_id);
CREATE INDEX match_players_refunds ON match_players (player_id, refunded_at) WHERE refunded_at IS NOT NULL;

CREATE TABLE daily_results_nine (
  day TEXT NOT NULL,
  language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'de', 'fr', 'es', 'it', 'nl', 'pt', 'sv', 'ru')),
  player_id TEXT NOT NULL,
  name TEXT NOT NULL,
  started_at INTEGER NOT NULL,
  handed_in_at INTEGER,
  points INTEGER,
  word_count INTEGER,
  longest TEXT,
  words TEXT,
  flagged INTEGER NOT NULL DEFAULT 0,
  share REAL,
  listed INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (day, language, player_id)
);
INSERT INTO daily_results_nine (day, language, player_id, name, started_at, handed_in_at, points, word_count, longest, words, flagged, share, listed)
  SELECT day, language, player_id, name, started_at, handed_in_at, points, word_count, longest, words, flagged, share, listed FROM daily_results;
DROP TABLE daily_results;
ALTER TABLE daily_results_nine RENAME TO daily_results;
CREATE INDEX daily_results_listed ON daily_results (day, language, listed, points DESC, handed_in_at) WHERE handed_in_at IS NOT NULL;
CREATE INDEX daily_results_points ON daily_results (day, language, points) WHERE handed_in_at IS NOT NULL;
CREATE INDEX daily_results_by_player ON daily_results (player_id, language, day);

CREATE TABLE daily_days_nine (
  day TEXT NOT NULL,
  language TEXT NOT NULL CHECK (language IN ('en', 'de', 'fr', 'es', 'it', 'nl', 'pt', 'sv', 'ru')),
  summary TEXT NOT NULL,
  computed_at INTEGER NOT NULL,
  PRIMARY KEY (day, language)
);
INSERT INTO daily_days_nine (day, language, summary, computed_at) SELECT day, language, summary, computed_at FROM daily_days;
DROP TABLE daily_days;
ALTER TABLE daily_days_nine RENAME TO daily_days;
