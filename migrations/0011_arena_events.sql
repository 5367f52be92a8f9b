-- Arena tournaments (src/arena/event-rules.ts, event-store.ts): each player's sheet in
-- each event, written by the shard that held them after each round of it, once (a round
-- already counted is not counted again: last_number). Keyed by the primary key alone
-- (WITHOUT ROWID, as 0007b): one row written per player and round. The event's
-- standings are read in points order; a player's events by player.

CREATE TABLE arena_event_sheets (
  event_id TEXT NOT NULL,
  player_id TEXT NOT NULL,
  name TEXT NOT NULL,
  points INTEGER NOT NULL,
  streak INTEGER NOT NULL,
  rounds INTEGER NOT NULL,
  doubled INTEGER NOT NULL,
  berserk_wins INTEGER NOT NULL,
  flagged INTEGER NOT NULL,
  last_number INTEGER NOT NULL,
  at INTEGER NOT NULL,
  PRIMARY KEY (event_id, player_id)
) WITHOUT ROWID;

CREATE INDEX arena_event_sheets_by_points ON arena_event_sheets (event_id, points DESC, at);
CREATE INDEX arena_event_sheets_by_player ON arena_event_sheets (player_id, at DESC);
