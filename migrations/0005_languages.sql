-- Languages (issue 24, docs/ranked.md): a ranked player's rating is kept per language,
-- since a German word hunt and an English one are different skills.
--
-- ratings: one row per player and language they have played ranked in (or been matched
-- in): OpenSkill μ and σ, rated games, wins and the last rated game. Every rating so far
-- was earned in English, so each player's becomes their English one. The lobby creates a
-- player's row for a language at their first match in it, at the new player's skill.
-- players.mu, sigma, games, wins and last_played_at stay as they were and are no longer
-- read (src/identity/ still writes a new player's starting values there).
--
-- matches.language: the language a ranked match was played in (its table's), so its
-- result moves that language's ratings and shows on that language's profile.
--
-- This migration reads only what 0001-0004 made, so it applies the same before or after
-- 0006/0007 (a database that already has those applies it last).
CREATE TABLE ratings (
  player_id TEXT NOT NULL REFERENCES players (id),
  language TEXT NOT NULL CHECK (language IN ('en', 'de', 'fr', 'es')),
  mu REAL NOT NULL,
  sigma REAL NOT NULL,
  games INTEGER NOT NULL DEFAULT 0,
  wins INTEGER NOT NULL DEFAULT 0,
  last_played_at INTEGER,
  PRIMARY KEY (player_id, language)
);
INSERT INTO ratings (player_id, language, mu, sigma, games, wins, last_played_at)
  SELECT id, 'en', mu, sigma, games, wins, last_played_at FROM players;
-- The leaderboard of a language: its players who played lately.
CREATE INDEX ratings_recent ON ratings (language, last_played_at);

ALTER TABLE matches ADD COLUMN language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'de', 'fr', 'es'));
