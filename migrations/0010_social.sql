-- Leaderboards by period and friends (issue 36, docs/social.md).
--
-- arena_days: a player's arena rounds of one UTC day, added to by the shard's history
-- write of each round (src/arena/store.ts, the same batch as arena_players): the counted
-- rounds, the sum of their percentiles (an average over any period is a sum of days),
-- flagged rounds, the best round, and the day's rounds as JSON [[number, points, place,
-- percentile], …] for "you and your friends" beside a round's result. Keyed by
-- (arena, day, player) so a period's board is one range of the key.
CREATE TABLE arena_days (
  arena TEXT NOT NULL,
  day TEXT NOT NULL,
  player_id TEXT NOT NULL,
  rounds INTEGER NOT NULL,
  percentile_sum INTEGER NOT NULL,
  flagged INTEGER NOT NULL,
  best_points INTEGER NOT NULL,
  best_round TEXT,
  last_number INTEGER NOT NULL,
  log TEXT NOT NULL,
  PRIMARY KEY (arena, day, player_id)
) WITHOUT ROWID;

-- A period's boards as served (src/leaderboards/store.ts): worked out from the rows above
-- (or daily_results) at most once every few minutes, and read as this one row, so a read
-- costs the same whatever the crowd. A past period's row is final and never changes: the
-- hall of fame is read from those. scope: 'arena:en', 'daily:de', …
CREATE TABLE leaderboard_boards (
  scope TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('day', 'week', 'month', 'year')),
  period TEXT NOT NULL,
  body TEXT NOT NULL,
  computed_at INTEGER NOT NULL,
  final INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (scope, kind, period)
) WITHOUT ROWID;

-- Who follows whom (src/friends/store.ts): one-way, no consent asked, since it shows only
-- results that are public anyway; a block (below) hides both players from each other.
CREATE TABLE follows (
  follower TEXT NOT NULL,
  followed TEXT NOT NULL,
  at INTEGER NOT NULL,
  PRIMARY KEY (follower, followed)
) WITHOUT ROWID;

CREATE TABLE blocks (
  blocker TEXT NOT NULL,
  blocked TEXT NOT NULL,
  at INTEGER NOT NULL,
  PRIMARY KEY (blocker, blocked)
) WITHOUT ROWID;
