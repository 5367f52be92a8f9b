-- Queue cooldowns (issue 17). One row each time a matched player did not come to their
-- ranked table or left it before the start ('noshow'), or aborted the match ('abort');
-- the lobby counts a player's rows of the last 24 hours to know how long they wait
-- before queueing again (src/lobby/cooldown.ts). One row per player and table, so a
-- report repeated by the table's retries (or made by two rules) counts once.
CREATE TABLE no_shows (
  player_id TEXT NOT NULL REFERENCES players (id),
  table_id TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('noshow', 'abort')),
  at INTEGER NOT NULL,
  PRIMARY KEY (player_id, table_id)
);
CREATE INDEX no_shows_recent ON no_shows (player_id, at);

-- When each matched player had joined the queue: a player a no-show left behind queues
-- again with this wait, so they are at the front.
ALTER TABLE match_players ADD COLUMN queued_at INTEGER;
