-- Languages (issue 24, docs/ranked.md): each language has its own daily board, its own
-- results and its own leaderboard.
--
-- daily_results gains `language` (every row so far is English) and its key becomes
-- (day, language, player_id): a player has one scored try a day in each language.
-- daily_days, a finished day's summary, is one per day and language. SQLite cannot
-- change a primary key in place, so both tables are made again and their rows copied.
--
-- Numbered after 0006/0007 (not 0005b) on purpose: it rebuilds columns and tables those
-- migrations made (share, listed, daily_days), and wrangler applies the migrations a
-- database lacks in name order, so this must sort after them on every database.
CREATE TABLE daily_results_by_language (
  day TEXT NOT NULL,
  language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'de', 'fr', 'es')),
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
INSERT INTO daily_results_by_language (day, language, player_id, name, started_at, handed_in_at, points, word_count, longest, words, flagged, share, listed)
  SELECT day, 'en', player_id, name, started_at, handed_in_at, points, word_count, longest, words, flagged, share, listed FROM daily_results;
DROP TABLE daily_results;
ALTER TABLE daily_results_by_language RENAME TO daily_results;
-- The public list by points, and places among every result of the day (0006's, per language).
CREATE INDEX daily_results_listed ON daily_results (day, language, listed, points DESC, handed_in_at) WHERE handed_in_at IS NOT NULL;
CREATE INDEX daily_results_points ON daily_results (day, language, points) WHERE handed_in_at IS NOT NULL;
-- A player's history and streak in a language.
CREATE INDEX daily_results_by_player ON daily_results (player_id, language, day);

CREATE TABLE daily_days_by_language (
  day TEXT NOT NULL,
  language TEXT NOT NULL CHECK (language IN ('en', 'de', 'fr', 'es')),
  summary TEXT NOT NULL,
  computed_at INTEGER NOT NULL,
  PRIMARY KEY (day, language)
);
INSERT INTO daily_days_by_language (day, language, summary, computed_at) SELECT day, 'en', summary, computed_at FROM daily_days;
DROP TABLE daily_days;
ALTER TABLE daily_days_by_language RENAME TO daily_days;
