-- The daily board (src/daily/): one row per player per day, written when the Worker
-- hands out the day's board (started_at) and completed once when the try is handed in.
-- A row whose handed_in_at stays NULL is a try that was never handed in in time: it
-- used the day's scored try and is on no leaderboard. flagged: kept off the leaderboard
-- by the solver flag. words: the counted words as JSON [{"word":…,"ms":…}, …].
CREATE TABLE daily_results (
  day TEXT NOT NULL,
  player_id TEXT NOT NULL,
  name TEXT NOT NULL,
  started_at INTEGER NOT NULL,
  handed_in_at INTEGER,
  points INTEGER,
  word_count INTEGER,
  longest TEXT,
  words TEXT,
  flagged INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (day, player_id)
);
-- The day's leaderboard and a result's place: counted results of one day by points.
CREATE INDEX daily_results_board ON daily_results (day, flagged, points DESC, handed_in_at)
  WHERE handed_in_at IS NOT NULL;
-- A player's history and streak.
CREATE INDEX daily_results_by_player ON daily_results (player_id, day);
