-- Fair play, second pass (issue 27, docs/ranked.md).
--
-- The daily board: each result's share of its board's points (the player's level, for
-- the top list's spike rule) and whether it is on the day's public top list; a finished
-- day's summary (points histogram, how many found each word, the top list), worked out
-- once from its rows and read as one row from then on.
ALTER TABLE daily_results ADD COLUMN share REAL;
ALTER TABLE daily_results ADD COLUMN listed INTEGER NOT NULL DEFAULT 0;
UPDATE daily_results SET listed = 1 WHERE flagged = 0 AND handed_in_at IS NOT NULL;
-- The public list by points, and places among every result of the day.
CREATE INDEX daily_results_listed ON daily_results (day, listed, points DESC, handed_in_at) WHERE handed_in_at IS NOT NULL;
CREATE INDEX daily_results_points ON daily_results (day, points) WHERE handed_in_at IS NOT NULL;
CREATE TABLE daily_days (
  day TEXT PRIMARY KEY,
  summary TEXT NOT NULL,
  computed_at INTEGER NOT NULL
);
