-- Fair rating (issue 17, docs/ranked.md): why a finished match changed nobody's rating
-- (aborted, pair_limit, flagged; NULL = rated), who aborted it, the solver flag on a
-- player, and which losses to a flagged player were refunded (each at most once).
ALTER TABLE matches ADD COLUMN unrated TEXT CHECK (unrated IN ('aborted', 'pair_limit', 'flagged'));
ALTER TABLE match_players ADD COLUMN aborted INTEGER NOT NULL DEFAULT 0;
ALTER TABLE match_players ADD COLUMN refunded INTEGER NOT NULL DEFAULT 0;
ALTER TABLE players ADD COLUMN flagged_at INTEGER;
-- The pair limit counts a pair's rated matches over the last 24 hours.
CREATE INDEX matches_finished_at ON matches (finished_at);
