-- The paced-solver rule (issue 32, src/game/paced-solver.ts) judges a player over rounds:
-- each judged arena round or ranked match leaves a small mark per round, and the rule reads
-- the player's last few. One compact row per player: their recent marks as JSON
-- [{"words":…,"points":…,"tracking":…,"long":…}, …], oldest first, at most what the rule
-- reads (`remember`). When the rule flags, the player's `players.flagged_at` (0003) is set,
-- the one flag every public list already leaves out (src/ranked/paced-store.ts).
CREATE TABLE paced_marks (
  player_id TEXT PRIMARY KEY REFERENCES players (id),
  marks TEXT NOT NULL,
  at INTEGER NOT NULL
) WITHOUT ROWID;

-- The public lists ask "is this player flagged?" of few rows: an index over the flagged only.
CREATE INDEX players_flagged ON players (id) WHERE flagged_at IS NOT NULL;
