-- Fair play, second pass (issue 27, docs/ranked.md), ranked part.
--
-- What each player won or lost to each opponent in a rated match (src/lobby/pairwise.ts,
-- JSON {"<opponent id>": Δμ}), so a later flag refunds only the loss to the flagged
-- player; and each refund given: how much, for which flagged player, when (a player is
-- refunded for one flagged player at a time: the pattern rule in src/lobby/fair-rating.ts).
ALTER TABLE match_players ADD COLUMN mu_pairs TEXT;
ALTER TABLE match_players ADD COLUMN refund REAL;
ALTER TABLE match_players ADD COLUMN refunded_for TEXT;
ALTER TABLE match_players ADD COLUMN refunded_at INTEGER;
CREATE INDEX match_players_refunds ON match_players (player_id, refunded_at) WHERE refunded_at IS NOT NULL;
